import { Trans, useLingui } from '@lingui/react/macro';
import {
  LANGUAGES,
  type Language,
  type StaffMaintenanceWindow,
  type StaffSiteRules,
} from '@portal/contract';
import { Button, FormStack, FormTextField, Grid, Spinner, Table } from '@portal/ui-kit';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useMerchants } from '../content/queries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { FormSelect, FormTextArea } from '../ui/formFields.tsx';
import { Card, Screen } from '../ui/parts.tsx';
import { RowActions } from '../ui/ReviewQueue.tsx';
import {
  useLiftMaintenance,
  useSaveMaintenance,
  useSetAllowList,
  useSetCountryRule,
  useSetNetworkRule,
  useSiteRules,
} from './queries.ts';

/** The actions column of a site rule list: one button that removes the row's rule. */
const removeColumn = <R extends RowData>(
  header: string,
  label: string,
  name: (row: R) => string,
  remove: (row: R) => void,
) =>
  column<R>('actions', header, (row) => (
    <RowActions
      actions={[{ label, name: name(row), variant: 'secondary', onClick: () => remove(row) }]}
    />
  ));

/**
 * Site status per brand (issue 27, designed: the specs only say the portal flags maintenance
 * and restricted regions): maintenance windows with a message per language, countries blocked
 * by the visitor's GeoIP country, networks as exceptions, and the staff allow-list that gets
 * through both.
 */
export const SiteScreen = () => {
  const { t, i18n } = useLingui();
  const merchants = useMerchants();
  const [chosen, setChosen] = useState<string | undefined>();
  const list = merchants.data?.merchants ?? [];
  const merchantCode = chosen ?? list[0]?.merchantCode;
  const rules = useSiteRules(merchantCode);
  return (
    <Screen aria-labelledby="site-title">
      <h1 id="site-title">
        <Trans>Site status</Trans>
      </h1>
      {list.length > 0 && (
        <BrandSelect brands={list} value={merchantCode} onChange={(code) => setChosen(code)} />
      )}
      {(merchants.error ?? rules.error) && (
        <p role="alert">{errorText(i18n, merchants.error ?? rules.error)}</p>
      )}
      {(merchants.isPending || (rules.isPending && !!merchantCode)) && (
        <Spinner label={t`Loading`} />
      )}
      {rules.data && <SiteView key={rules.data.merchantCode} rules={rules.data} />}
    </Screen>
  );
};

interface WindowValues {
  startsAt?: string;
  endsAt?: string;
  message?: string;
  otherLanguage?: string;
  otherMessage?: string;
}

/** A datetime-local value (the browser's local time) as an ISO instant, or null. */
const instantOf = (local: string | undefined): string | null => {
  const date = local ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

export const SiteView = ({ rules }: { rules: StaffSiteRules }) => {
  const { t, i18n } = useLingui();
  const { merchantCode, defaultLanguage } = rules;
  const save = useSaveMaintenance();
  const lift = useLiftMaintenance();
  const country = useSetCountryRule();
  const network = useSetNetworkRule();
  const allow = useSetAllowList();
  const failure = [save, lift, country, network, allow].find((w) => w.error)?.error;
  const state = (w: StaffMaintenanceWindow) => (w.active ? t`In force` : t`Scheduled`);
  /** A country or network rule list: what each rule is for, blocked or let in, and its remove button. */
  const ruleTable = <R extends { blocked: boolean }>(
    label: string,
    subjectColumn: { id: string; header: string },
    rows: R[],
    subject: (row: R) => string,
    remove: (row: R) => void,
  ) => (
    <Table
      label={label}
      columns={[
        column(subjectColumn.id, subjectColumn.header, (row: R) => <code>{subject(row)}</code>),
        column('rule', t`Rule`, (row: R) => (row.blocked ? t`Blocked` : t`Let in`)),
        removeColumn<R>(
          t`Actions`,
          t`Remove`,
          (row) => t`Remove the rule for ${subject(row)}`,
          remove,
        ),
      ]}
      rows={rows}
      rowKey={subject}
    />
  );
  return (
    <Grid minColumnWidth={360} gap="md" align="start">
      {failure && <p role="alert">{errorText(i18n, failure)}</p>}
      <Card aria-labelledby="maintenance-title">
        <h2 id="maintenance-title">
          <Trans>Maintenance</Trans>
        </h2>
        <Table
          label={t`Maintenance windows`}
          columns={[
            column('from', t`From`, (w: StaffMaintenanceWindow) => formatTime(i18n, w.startsAt)),
            column('until', t`Until`, (w: StaffMaintenanceWindow) => formatTime(i18n, w.endsAt)),
            column('state', t`State`, state),
            column('message', t`Message`, (w: StaffMaintenanceWindow) =>
              Object.entries(w.messages)
                .map(([language, text]) => `${language}: ${text}`)
                .join(' · '),
            ),
            column('actions', t`Actions`, (w: StaffMaintenanceWindow) => (
              <RowActions
                actions={[
                  {
                    label: w.active ? t`End now` : t`Cancel`,
                    name: w.active
                      ? t`End the maintenance from ${formatTime(i18n, w.startsAt)} now`
                      : t`Cancel the maintenance from ${formatTime(i18n, w.startsAt)}`,
                    variant: 'secondary',
                    loading: lift.isPending && lift.variables?.windowId === w.windowId,
                    onClick: () => lift.mutate({ merchantCode, windowId: w.windowId }),
                  },
                ]}
              />
            )),
          ]}
          rows={rules.windows}
          rowKey={(w) => String(w.windowId)}
        />
        <FinalForm<WindowValues>
          onSubmit={(values, form) => {
            const startsAt = instantOf(values.startsAt);
            const endsAt = instantOf(values.endsAt);
            if (!startsAt || !endsAt) return;
            const messages: Partial<Record<Language, string>> = {};
            if (values.message?.trim()) messages[defaultLanguage as Language] = values.message;
            const other = values.otherLanguage as Language | undefined;
            if (other && values.otherMessage?.trim()) messages[other] = values.otherMessage;
            save.mutate(
              { merchantCode, startsAt, endsAt, messages },
              { onSuccess: () => setTimeout(() => form.reset()) },
            );
          }}
          render={({ handleSubmit }) => (
            <FormStack onSubmit={handleSubmit} aria-label={t`Schedule maintenance`}>
              <FormTextField
                name="startsAt"
                type="datetime-local"
                label={t`Starts`}
                validate={(v?: string) => (instantOf(v) ? undefined : t`Give a start time.`)}
              />
              <FormTextField
                name="endsAt"
                type="datetime-local"
                label={t`Ends`}
                validate={(v?: string) => (instantOf(v) ? undefined : t`Give an end time.`)}
              />
              <FormTextArea
                name="message"
                label={t`Message in ${defaultLanguage} (the default for every language)`}
                maxLength={500}
              />
              <FormSelect name="otherLanguage" label={t`Another language`}>
                <option value="">{t`None`}</option>
                {LANGUAGES.filter((l) => l !== defaultLanguage).map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </FormSelect>
              <FormTextArea
                name="otherMessage"
                label={t`Message in that language`}
                maxLength={500}
              />
              <Button type="submit" loading={save.isPending}>
                <Trans>Schedule maintenance</Trans>
              </Button>
            </FormStack>
          )}
        />
      </Card>

      <Card aria-labelledby="countries-title">
        <h2 id="countries-title">
          <Trans>Countries</Trans>
        </h2>
        <p>
          <Trans>Visitors are placed in a country by their address (GeoIP).</Trans>
        </p>
        {ruleTable(
          t`Country rules`,
          { id: 'country', header: t`Country` },
          rules.countries,
          (c) => c.countryCode,
          (c) => country.mutate({ merchantCode, countryCode: c.countryCode, blocked: null }),
        )}
        <FinalForm<{ countryCode?: string }>
          onSubmit={({ countryCode }, form) =>
            country.mutate(
              {
                merchantCode,
                countryCode: (countryCode ?? '').trim().toUpperCase(),
                blocked: true,
              },
              { onSuccess: () => setTimeout(() => form.reset()) },
            )
          }
          render={({ handleSubmit }) => (
            <FormStack onSubmit={handleSubmit} aria-label={t`Block a country`}>
              <FormTextField
                name="countryCode"
                label={t`Country code (two letters)`}
                maxLength={2}
                validate={(v?: string) =>
                  /^[A-Za-z]{2}$/.test(v?.trim() ?? '') ? undefined : t`Give two letters, as CN.`
                }
              />
              <Button type="submit" loading={country.isPending}>
                <Trans>Block the country</Trans>
              </Button>
            </FormStack>
          )}
        />
      </Card>

      <Card aria-labelledby="networks-title">
        <h2 id="networks-title">
          <Trans>Networks and allow-list</Trans>
        </h2>
        {ruleTable(
          t`Network exceptions`,
          { id: 'network', header: t`Network` },
          rules.networks,
          (n) => n.network,
          (n) => network.mutate({ merchantCode, network: n.network, blocked: null }),
        )}
        <Table
          label={t`Staff allow-list`}
          columns={[
            column('network', t`Network`, (a: StaffSiteRules['allowList'][number]) => (
              <code>{a.network}</code>
            )),
            column('note', t`Note`, (a: StaffSiteRules['allowList'][number]) => a.note),
            removeColumn<StaffSiteRules['allowList'][number]>(
              t`Actions`,
              t`Remove`,
              (a) => t`Remove ${a.network} from the allow-list`,
              (a) => allow.mutate({ merchantCode, network: a.network, allowed: false }),
            ),
          ]}
          rows={rules.allowList}
          rowKey={(a) => a.network}
        />
        <FinalForm<{ network?: string; rule?: string; note?: string }>
          initialValues={{ rule: 'allow' }}
          onSubmit={({ network: text, rule, note }, form) => {
            const value = (text ?? '').trim();
            const done = { onSuccess: () => setTimeout(() => form.reset()) };
            if (rule === 'allow') {
              allow.mutate({ merchantCode, network: value, allowed: true, note: note ?? '' }, done);
            } else {
              network.mutate({ merchantCode, network: value, blocked: rule === 'block' }, done);
            }
          }}
          render={({ handleSubmit }) => (
            <FormStack onSubmit={handleSubmit} aria-label={t`Add a network`}>
              <FormTextField
                name="network"
                label={t`Network or address`}
                placeholder="198.51.100.0/24"
                validate={(v?: string) => (v?.trim() ? undefined : t`Give an address or network.`)}
              />
              <FormSelect name="rule" label={t`Rule`}>
                <option value="allow">{t`Staff allow-list (passes maintenance)`}</option>
                <option value="block">{t`Blocked`}</option>
                <option value="let">{t`Let in`}</option>
              </FormSelect>
              <FormTextField name="note" label={t`Note`} maxLength={200} />
              <Button type="submit" loading={network.isPending || allow.isPending}>
                <Trans>Add the network</Trans>
              </Button>
            </FormStack>
          )}
        />
      </Card>
    </Grid>
  );
};
