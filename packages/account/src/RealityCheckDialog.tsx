import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Button, Grid, Modal, Stack } from '@portal/ui-kit';

export interface RealityCheckDialogProps {
  open: boolean;
  /** Null while the figures load. */
  minutesPlayed: number | null;
  netResult: string | null;
  onContinue: () => void;
  onLogout: () => void;
}

/** The reality check: time played and net result of this session, then continue or log out. */
export const RealityCheckDialog = ({
  open,
  minutesPlayed,
  netResult,
  onContinue,
  onLogout,
}: RealityCheckDialogProps) => {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <Modal
      name="reality-check"
      open={open}
      onClose={onContinue}
      title={t`Reality check`}
      role="alertdialog"
      width={360}
    >
      <Figures as="dl" columns="auto 1fr" gap="xs" columnGap="md">
        <dt>{t`Time played`}</dt>
        <dd>{minutesPlayed === null ? '…' : t`${minutesPlayed} minutes`}</dd>
        <dt>{t`Net result`}</dt>
        <dd>{netResult === null ? '…' : money(netResult)}</dd>
      </Figures>
      <Stack direction="row" gap="sm" justify="flex-end">
        <Button onClick={onContinue}>{t`Continue playing`}</Button>
        <Button variant="secondary" onClick={onLogout}>
          {t`Log out`}
        </Button>
      </Stack>
    </Modal>
  );
};

const Figures = styled(Grid)`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;
