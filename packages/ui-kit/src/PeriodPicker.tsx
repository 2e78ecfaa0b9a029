import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tabs } from './Tabs.tsx';

/**
 * The periods a member or agent screen filters by, counted back from now in the brand's days.
 * They are the contract's `RecordPeriod` values but its `custom` range (the server's; no screen
 * offers it), so a picked period goes to a records call as it is.
 */
export const PICKED_PERIODS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type PickedPeriod = (typeof PICKED_PERIODS)[number];

export interface PeriodPickerProps {
  period: PickedPeriod;
  onChange: (period: PickedPeriod) => void;
  /** The zone the brand's days run in (an IANA name); UTC when the brand names none. */
  timeZone?: string | undefined;
  /** Which of the periods to offer, in this order (all four by default). */
  periods?: readonly PickedPeriod[];
  /** What the period filters: the selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs for today, yesterday, the last 7 and the last 30 days, over the screen they filter.
 * The days are the brand's: midnight to midnight in its time zone, or UTC (the server cuts
 * them the same way), and the picker says which.
 */
export const PeriodPicker = ({
  period,
  onChange,
  timeZone,
  periods = PICKED_PERIODS,
  children,
}: PeriodPickerProps) => {
  const { t } = useLingui();
  const zone = timeZone ?? 'UTC';
  const labels: Record<PickedPeriod, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7Days: t`Last 7 days`,
    last30Days: t`Last 30 days`,
  };
  return (
    <>
      <Note>{t`Days run from midnight to midnight, ${zone} time.`}</Note>
      <Tabs
        label={t`Period`}
        tabs={periods.map((key) => ({ key, label: labels[key] }))}
        selected={period}
        onSelect={onChange}
        look="pills"
      >
        {children}
      </Tabs>
    </>
  );
};

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
