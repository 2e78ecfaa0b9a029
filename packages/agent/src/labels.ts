import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractPeriod, ContractType } from '@portal/contract';

const TYPE_LABELS = {
  dividend: msg`Dividend`,
  dailySalary: msg`Daily wages`,
  hourlySalary: msg`Hourly salary`,
  realTimeSalary: msg`Real-time salary`,
} as const;

const PERIOD_LABELS = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  semimonthly: msg`Twice a month`,
  monthly: msg`Monthly`,
} as const;

/** A contract type in the interface language. */
export const contractTypeLabel = (i18n: I18n, type: ContractType): string =>
  i18n._(TYPE_LABELS[type]);

/** A contract's settlement period in the interface language. */
export const contractPeriodLabel = (i18n: I18n, period: ContractPeriod): string =>
  i18n._(PERIOD_LABELS[period]);
