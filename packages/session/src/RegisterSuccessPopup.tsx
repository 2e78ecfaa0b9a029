import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@portal/ui-kit';

export interface RegisterSuccessPopupProps {
  open: boolean;
  onClose: () => void;
  account: string;
  /** Opens the deposit page. */
  onDeposit: () => void;
}

/** Congratulations with the new account and a deposit-now button (portal-spec section 2). */
export const RegisterSuccessPopup = ({
  open,
  onClose,
  account,
  onDeposit,
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
      <Body>
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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
  text-align: center;
`;

const Account = styled.strong`
  unicode-bidi: isolate;
`;
