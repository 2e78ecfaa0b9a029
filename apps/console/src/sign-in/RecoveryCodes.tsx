import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import { Button, Grid } from '@portal/ui-kit';

/** The recovery codes, shown once after enrolment. */
export const RecoveryCodes = ({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) => (
  <Section as="section" gap="md" aria-labelledby="recovery-title">
    <h2 id="recovery-title">
      <Trans>Your recovery codes</Trans>
    </h2>
    <p>
      <Trans>
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator.
        They are shown only now.
      </Trans>
    </p>
    <List as="ul" columns={2} gap="xs">
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </List>
    <Button onClick={onDone} fullWidth>
      <Trans>I have saved them</Trans>
    </Button>
  </Section>
);

const Section = styled(Grid)`
  p {
    margin: 0;
  }
`;

const List = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;
