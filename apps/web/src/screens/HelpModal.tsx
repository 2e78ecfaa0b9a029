import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { HelpCentre, useHelpTopics } from '@portal/content';
import { Modal } from '@portal/ui-kit';
import { useLocation, useNavigate } from 'react-router-dom';

/** /help: the help centre in a modal, at the topic the hash names; closing it goes home. */
export const HelpModal = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const topics = useHelpTopics();
  return (
    <Modal name="help" open onClose={() => navigate('/')} title={t`Help centre`} width={760}>
      <Scroll>
        <HelpCentre topics={topics} hash={decodeURIComponent(hash.slice(1))} />
      </Scroll>
    </Modal>
  );
};

/** /helpmc: the help centre on its own page, without the header (for the apps). */
export const HelpPage = () => {
  const { t } = useLingui();
  const { hash } = useLocation();
  const topics = useHelpTopics();
  return (
    <Full>
      <h1>{t`Help centre`}</h1>
      <HelpCentre topics={topics} hash={decodeURIComponent(hash.slice(1))} />
    </Full>
  );
};

const Scroll = styled.div`
  max-height: 65vh;
  overflow: auto;
`;

const Full = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl}px;
`;
