import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@portal/ui-kit';
import { useNavigate } from 'react-router-dom';

/** /help: the help centre in a modal; closing it goes home. */
export const HelpModal = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Modal name="help" open onClose={() => navigate('/')} title={t`Help centre`} width={480}>
      <p>
        <Trans>This area is coming soon.</Trans>
      </p>
    </Modal>
  );
};
