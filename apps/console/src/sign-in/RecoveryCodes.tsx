import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';

/** The recovery codes, shown once after enrolment. */
export const RecoveryCodes = ({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) => (
  <Section aria-labelledby="recovery-title">
    <h2 id="recovery-title">
      <Trans>Your recovery codes</Trans>
    </h2>
    <p>
      <Trans>
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator.
        They are shown only now.
      </Trans>
    </p>
    <List>
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

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md}px;
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;
