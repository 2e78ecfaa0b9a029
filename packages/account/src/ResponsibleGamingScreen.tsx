import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  amountValidator,
  REALITY_CHECK_MINUTES,
  RG_LIMIT_KINDS,
  type RgLimitKind,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_PERIODS,
  type TimeOutPeriod,
} from '@portal/contract';
import { errorMessage, thrownMessage } from '@portal/i18n';
import { useBrandConfig, useLogout, useMoney } from '@portal/session';
import {
  Button,
  Checkbox,
  FormPasswordField,
  FormStack,
  FormTextField,
  QueryStatus,
  Stack,
} from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import type { ReactNode } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  useAccountHistoryCsv,
  useCloseAccount,
  useConfirmRgLimit,
  useRgSettings,
  useSetRealityCheck,
  useSetRgLimit,
} from './api/getRgSettings.ts';
import { RecordTable } from './RecordTable.tsx';

const useLimitLabels = (): Record<RgLimitKind, string> => {
  const { t } = useLingui();
  return {
    depositDay: t`Daily deposit limit`,
    depositWeek: t`Weekly deposit limit`,
    depositMonth: t`Monthly deposit limit`,
    lossDay: t`Daily loss limit`,
    lossWeek: t`Weekly loss limit`,
    lossMonth: t`Monthly loss limit`,
  };
};

const failureText = (i18n: Parameters<typeof errorMessage>[0], error: unknown) =>
  thrownMessage(i18n, error);

/** A labelled native select bound to a final-form field. */
const SelectField = ({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) => (
  <Field<string> name={name}>
    {({ input }) => (
      <Label as="label" gap="xxs">
        {label}
        <select {...input}>{children}</select>
      </Label>
    )}
  </Field>
);

/**
 * Responsible gaming: deposit and loss limits (lower at once, higher after 24 hours and a
 * second confirmation), the
 * reality-check interval, the account history as CSV, a time-out and self-exclusion.
 */
export const ResponsibleGamingScreen = () => {
  const { t, i18n } = useLingui();
  const { currency } = useBrandConfig();
  const settings = useRgSettings();
  const setLimit = useSetRgLimit();
  const confirmLimit = useConfirmRgLimit();
  const setRealityCheck = useSetRealityCheck();
  const csv = useAccountHistoryCsv();
  const logout = useLogout();
  const navigate = useNavigate();
  // Home first: signing out on a member route would open the login popup at once.
  const close = useCloseAccount(async () => {
    navigate('/');
    await logout();
  });
  const limitLabel = useLimitLabels();
  const money = useMoney();
  const timeOutLabel: Record<TimeOutPeriod, string> = {
    '24h': t`24 hours`,
    '7d': t`7 days`,
    '30d': t`30 days`,
    '6w': t`6 weeks`,
  };

  // The file arrives in the envelope; the browser saves it from memory.
  const download = () =>
    csv.mutate(undefined, {
      onSuccess: (file) => {
        const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = file.fileName;
        link.click();
        URL.revokeObjectURL(url);
      },
    });

  const data = settings.data;
  return (
    <>
      <h2>{t`Responsible gaming`}</h2>
      <QueryStatus loading={settings.isPending} error={settings.error} onRetry={settings.refetch} />
      {data && (
        <>
          <Part aria-labelledby="rg-limits">
            <h3 id="rg-limits">{t`Limits`}</h3>
            <p>{t`A lower limit applies at once; a higher limit, or removing one, can apply after 24 hours, once you confirm it again.`}</p>
            <RecordTable
              label={t`Limits`}
              columns={[
                { header: t`Limit`, cell: (limit) => limitLabel[limit.kind], rowHeader: true },
                {
                  header: t`In force`,
                  cell: (limit) => (limit.amount === null ? t`None` : money(limit.amount)),
                  money: true,
                },
                { header: t`Used`, cell: (limit) => money(limit.used), money: true },
                {
                  header: t`Pending change`,
                  cell: (limit) => (
                    <>
                      {limit.pending && !limit.pending.confirmable
                        ? t`${limit.pending.amount === null ? t`None` : money(limit.pending.amount)} from ${i18n.date(limit.pending.effectiveAt, { dateStyle: 'short', timeStyle: 'short' })}`
                        : null}
                      {limit.pending?.confirmable && (
                        <>
                          {t`${limit.pending.amount === null ? t`None` : money(limit.pending.amount)}, waiting for your confirmation`}{' '}
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t`Confirm the new ${limitLabel[limit.kind]}`}
                            loading={
                              confirmLimit.isPending && confirmLimit.variables === limit.kind
                            }
                            onClick={() => confirmLimit.mutate(limit.kind)}
                          >
                            {t`Confirm`}
                          </Button>
                        </>
                      )}
                      {!limit.pending && '-'}
                    </>
                  ),
                },
              ]}
              rows={data.limits}
              rowKey={(limit) => limit.kind}
            />
            {confirmLimit.error && <p role="alert">{failureText(i18n, confirmLimit.error)}</p>}
            <FinalForm<{ kind: RgLimitKind; amount?: string }>
              initialValues={{ kind: 'depositDay' }}
              onSubmit={async (values, form) => {
                try {
                  await setLimit.mutateAsync({ kind: values.kind, amount: values.amount ?? null });
                  form.restart({ kind: values.kind });
                  return undefined;
                } catch (error) {
                  return { [FORM_ERROR]: failureText(i18n, error) };
                }
              }}
              render={({ handleSubmit, submitting, submitError }) => (
                <Form noValidate onSubmit={handleSubmit} aria-label={t`Set a limit`}>
                  <SelectField name="kind" label={t`Limit`}>
                    {RG_LIMIT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {limitLabel[kind]}
                      </option>
                    ))}
                  </SelectField>
                  <FormTextField
                    name="amount"
                    label={t`New limit`}
                    hint={t`Leave empty to remove the limit.`}
                    inputMode="decimal"
                    validate={(value) =>
                      value === undefined ||
                      value === '' ||
                      amountValidator(currency, { min: 1n })(value) === undefined
                        ? undefined
                        : errorMessage(i18n, { code: 'wallet.amount.invalid' })
                    }
                  />
                  {submitError && <p role="alert">{String(submitError)}</p>}
                  <Button type="submit" loading={submitting}>
                    {t`Save limit`}
                  </Button>
                </Form>
              )}
            />
          </Part>

          <Part aria-labelledby="rg-reality">
            <h3 id="rg-reality">{t`Reality check`}</h3>
            <Label as="label" gap="xxs">
              {t`Remind me of my time and result every`}
              <select
                value={data.realityCheckMinutes}
                disabled={setRealityCheck.isPending}
                onChange={(event) => setRealityCheck.mutate(Number(event.target.value))}
              >
                {REALITY_CHECK_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes === 0 ? t`Off` : t`${minutes} minutes`}
                  </option>
                ))}
              </select>
            </Label>
            {setRealityCheck.error && (
              <p role="alert">{failureText(i18n, setRealityCheck.error)}</p>
            )}
          </Part>

          <Part aria-labelledby="rg-history">
            <h3 id="rg-history">{t`Account history`}</h3>
            <Button variant="secondary" loading={csv.isPending} onClick={download}>
              {t`Download the last 30 days (CSV)`}
            </Button>
            {csv.error && <p role="alert">{failureText(i18n, csv.error)}</p>}
          </Part>

          <Part aria-labelledby="rg-break">
            <h3 id="rg-break">{t`Take a break`}</h3>
            <p>{t`You will be signed out and cannot sign in, deposit or play until the break ends. It cannot be cancelled.`}</p>
            <p>{t`Your balance stays yours: contact customer service and they will pay it out to your bound bank card.`}</p>
            <FinalForm<{ period: TimeOutPeriod; password?: string }>
              initialValues={{ period: '24h' }}
              onSubmit={async (values) => {
                try {
                  await close.mutateAsync({
                    kind: 'timeOut',
                    period: values.period,
                    password: values.password ?? '',
                  });
                  return undefined;
                } catch (error) {
                  return { [FORM_ERROR]: failureText(i18n, error) };
                }
              }}
              render={({ handleSubmit, submitting, submitError }) => (
                <Form noValidate onSubmit={handleSubmit} aria-label={t`Take a break`}>
                  <SelectField name="period" label={t`Break for`}>
                    {TIME_OUT_PERIODS.map((period) => (
                      <option key={period} value={period}>
                        {timeOutLabel[period]}
                      </option>
                    ))}
                  </SelectField>
                  <FormPasswordField
                    name="password"
                    label={t`Login password`}
                    autoComplete="current-password"
                    validate={(value) => (value ? undefined : t`Input cannot be empty.`)}
                  />
                  {submitError && <p role="alert">{String(submitError)}</p>}
                  <Button type="submit" variant="danger" loading={submitting}>
                    {t`Start the break`}
                  </Button>
                </Form>
              )}
            />
          </Part>

          <Part aria-labelledby="rg-exclusion">
            <h3 id="rg-exclusion">{t`Self-exclusion`}</h3>
            <p>{t`Your balance stays yours: contact customer service and they will pay it out to your bound bank card.`}</p>
            <FinalForm<{ months: string; password?: string; understood?: boolean }>
              initialValues={{ months: '6' }}
              onSubmit={async (values) => {
                try {
                  await close.mutateAsync({
                    kind: 'selfExclusion',
                    months: Number(values.months) as 6 | 12 | 24 | 36 | 60,
                    password: values.password ?? '',
                  });
                  return undefined;
                } catch (error) {
                  return { [FORM_ERROR]: failureText(i18n, error) };
                }
              }}
              render={({ handleSubmit, submitting, submitError, values }) => (
                <Form noValidate onSubmit={handleSubmit} aria-label={t`Self-exclusion`}>
                  <SelectField name="months" label={t`Exclude me for`}>
                    {SELF_EXCLUSION_MONTHS.map((months) => (
                      <option key={months} value={months}>
                        {months < 12 ? t`${months} months` : t`${months / 12} years`}
                      </option>
                    ))}
                  </SelectField>
                  <FormPasswordField
                    name="password"
                    label={t`Login password`}
                    autoComplete="current-password"
                    validate={(value) => (value ? undefined : t`Input cannot be empty.`)}
                  />
                  <Field<boolean> name="understood" type="checkbox">
                    {({ input }) => (
                      <Checkbox
                        name={input.name}
                        checked={input.checked ?? false}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        label={t`I understand that self-exclusion cannot be lifted before it ends.`}
                      />
                    )}
                  </Field>
                  {submitError && <p role="alert">{String(submitError)}</p>}
                  <Button
                    type="submit"
                    variant="danger"
                    loading={submitting}
                    disabled={!values.understood}
                  >
                    {t`Exclude me`}
                  </Button>
                </Form>
              )}
            />
          </Part>
        </>
      )}
    </>
  );
};

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
  & h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  }
`;

const Form = styled(FormStack)`
  max-width: 420px;
  margin-top: ${({ theme }) => theme.spacing.sm}px;
`;

const Label = styled(Stack)`
  & select {
    padding: ${({ theme }) => theme.spacing.xs}px;
    border-radius: ${({ theme }) => theme.radii.small}px;
    font: inherit;
  }
`;
