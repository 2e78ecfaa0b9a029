import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useNow } from '@portal/ui-kit';
import { utcOffsetLabel } from './timeZone.ts';

/**
 * The agent centre's clock (portal-spec section 2): the current time, refreshed every second,
 * and the browser's offset from UTC, so an agent reading the brand's days and windows knows
 * which zone its own clock is in.
 */
export const AgentClock = () => {
  const { t, i18n } = useLingui();
  const now = useNow(1000);
  const time = i18n.date(new Date(now), { dateStyle: 'medium', timeStyle: 'medium' });
  const offset = utcOffsetLabel(new Date(now).getTimezoneOffset());
  return (
    <Clock aria-label={t`Current time`}>
      <time dateTime={new Date(now).toISOString()}>{time}</time> <span>({offset})</span>
    </Clock>
  );
};

const Clock = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;
