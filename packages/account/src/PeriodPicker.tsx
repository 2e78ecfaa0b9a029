import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { RecordPeriod } from '@portal/contract';
import { Tabs } from '@portal/ui-kit';
import type { ReactNode } from 'react';

/** The record screens' date filters (custom ranges are the server's; the screens offer these). */
export const PICKED_PERIODS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type PickedPeriod = (typeof PICKED_PERIODS)[number];

export interface PeriodPickerProps {
  period: PickedPeriod;
  onChange: (period: PickedPeriod) => void;
  /** The zone the brand's days run in (an IANA name); UTC when the brand names none. */
  timeZone?: string | undefined;
  children: ReactNode;
}

/**
 * Tabs for today, yesterday, the last 7 and the last 30 days, over the screen they filter.
 * The days are the brand's: midnight to midnight in its time zone, or UTC (the server cuts
 * them the same way), and the picker says which.
 */
export const PeriodPicker = ({ period, onChange, timeZone, children }: PeriodPickerProps) => {
  const { t } = useLingui();
  const zone = timeZone ?? 'UTC';
  const labels: Record<Exclude<RecordPeriod, 'custom'>, string> = {
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
        tabs={PICKED_PERIODS.map((key) => ({ key, label: labels[key] }))}
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
