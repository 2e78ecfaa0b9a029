import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';

export interface RegisterSuccessPopupProps {
  open: boolean;
  onClose: () => void;
  account: string;
  /** Opens the deposit page. */
  onDeposit: () => void;
  /** The banner group's carousel, filled by the app (the session does not load content). */
  banner?: ReactNode;
}

/** Congratulations with the new account and a deposit-now button (portal-spec section 2). */
export const RegisterSuccessPopup = ({
  open,
  onClose,
  account,
  onDeposit,
  banner,
}: RegisterSuccessPopupProps) => {
  const { t } = useLingui();
  return (
    <Modal
      name="register-success"
      open={open}
      onClose={onClose}
      title={t`Registration successful`}
      width={380}
    >
      {banner}
      <Body gap="md">
        <p>
          <Trans>
            Congratulations! Your account <Account>{account}</Account> is ready.
          </Trans>
        </p>
        <Button fullWidth onClick={onDeposit}>
          {t`Deposit now`}
        </Button>
      </Body>
    </Modal>
  );
};

const Body = styled(Stack)`
  text-align: center;
`;

const Account = styled.strong`
  unicode-bidi: isolate;
`;
