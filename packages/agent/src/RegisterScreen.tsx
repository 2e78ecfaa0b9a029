import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { type AgentLink, MEMBER_TYPES } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import {
  Button,
  ConfirmDialog,
  FormPasswordField,
  FormTextField,
  ListStack,
  QueryStatus,
  Stack,
} from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import {
  useAgentLinks,
  useAgentSelf,
  useCreateLink,
  useDeleteLink,
  useRegisterDownline,
} from './api/team.ts';
import { LinkQr } from './LinkQr.tsx';

export interface RegisterScreenProps {
  /** Where the portal is served (stories pin it); the page's own origin by default. */
  origin?: string | undefined;
}

interface Terms {
  type?: string;
  series?: string;
}

interface AccountValues extends Terms {
  username?: string;
  password?: string;
}

/** The two kinds of account an agent gives (agent-rules "The team": member or agent). */
const TYPES = [MEMBER_TYPES.member, MEMBER_TYPES.agent] as const;

/** The address a visitor registers with: the register route reads `affiliateCode`. */
export const affiliateUrl = (origin: string, code: string): string =>
  `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;

/**
 * Register account (agent-rules "The team"): the agent creates a direct downline with a
 * username, a password, a type and a prize group no higher than its own, and keeps affiliate
 * links that give their registrations a type and prize group; each link shows as its address,
 * a QR code and a copy button. The server decides (formats, the prize group, a taken name);
 * the form only says early what it can.
 */
export const RegisterScreen = ({ origin }: RegisterScreenProps) => {
  const { t } = useLingui();
  const self = useAgentSelf();
  const own = self.data?.series;
  return (
    <section aria-labelledby="register-heading">
      <h2 id="register-heading">{t`Register account`}</h2>
      <Stack gap="lg">
        <QueryStatus loading={self.isPending} error={self.error} onRetry={self.refetch} />
        {own === undefined ? null : (
          <>
            <DownlineForm own={own} />
            <AffiliateLinks own={own} origin={origin ?? window.location.origin} />
          </>
        )}
      </Stack>
    </section>
  );
};

/** The type and prize group fields both forms share, the prize group capped at the agent's. */
const TermsFields = ({ own, idPrefix }: { own: number; idPrefix: string }) => {
  const { t } = useLingui();
  const label: Record<(typeof TYPES)[number], string> = {
    [MEMBER_TYPES.member]: t`Member`,
    [MEMBER_TYPES.agent]: t`Agent`,
  };
  return (
    <>
      <Choice as="fieldset" direction="row" wrap gap="md">
        <legend>{t`Account type`}</legend>
        {TYPES.map((type) => (
          <Field<string> key={type} name="type" type="radio" value={String(type)}>
            {({ input }) => (
              <label htmlFor={`${idPrefix}-type-${type}`}>
                <input {...input} id={`${idPrefix}-type-${type}`} />
                {label[type]}
              </label>
            )}
          </Field>
        ))}
      </Choice>
      <FormTextField
        name="series"
        label={t`Prize group`}
        inputMode="numeric"
        maxLength={4}
        hint={t`At most ${own}, your own.`}
        validate={(value) => {
          const series = Number(value);
          return /^\d{1,4}$/.test(value ?? '') && series <= own
            ? undefined
            : t`Enter a prize group from 0 to ${own}.`;
        }}
      />
    </>
  );
};

/** What a refused call says, in the interface language. */
const useFailure = () => {
  const { i18n } = useLingui();
  return (error: unknown) => thrownMessage(i18n, error);
};

const DownlineForm = ({ own }: { own: number }) => {
  const { t } = useLingui();
  const register = useRegisterDownline();
  const failure = useFailure();
  const [created, setCreated] = useState<string | null>(null);
  const required = (value: string | undefined) =>
    value?.trim() ? undefined : t`Input cannot be empty.`;
  return (
    <section aria-labelledby="downline-heading">
      <h3 id="downline-heading">{t`New downline account`}</h3>
      <FinalForm<AccountValues>
        initialValues={{ type: String(MEMBER_TYPES.member), series: String(own) }}
        onSubmit={async (values, form) => {
          try {
            const done = await register.mutateAsync({
              username: (values.username ?? '').trim(),
              password: values.password ?? '',
              type: Number(values.type),
              series: Number(values.series),
            });
            setCreated(done.username);
            // The next account starts from a clean form (the terms kept as they were).
            form.restart({ type: values.type ?? '', series: values.series ?? '' });
            return undefined;
          } catch (error) {
            setCreated(null);
            return { [FORM_ERROR]: failure(error) };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={handleSubmit} aria-label={t`New downline account`}>
            <Stack gap="sm">
              <FormTextField
                name="username"
                label={t`Username`}
                autoComplete="off"
                maxLength={64}
                validate={required}
              />
              <FormPasswordField
                name="password"
                label={t`Password`}
                autoComplete="new-password"
                maxLength={64}
                validate={required}
              />
              <TermsFields own={own} idPrefix="downline" />
              {submitError ? <Alert role="alert">{submitError}</Alert> : null}
              {created ? <p role="status">{t`The account ${created} was created.`}</p> : null}
              <Button type="submit" loading={submitting}>
                {t`Create account`}
              </Button>
            </Stack>
          </form>
        )}
      />
    </section>
  );
};

const AffiliateLinks = ({ own, origin }: { own: number; origin: string }) => {
  const { t } = useLingui();
  const links = useAgentLinks();
  const create = useCreateLink();
  const failure = useFailure();
  const rows = links.data?.links ?? [];
  return (
    <section aria-labelledby="links-heading">
      <h3 id="links-heading">{t`Affiliate links`}</h3>
      <Stack gap="md">
        <FinalForm<Terms>
          initialValues={{ type: String(MEMBER_TYPES.member), series: String(own) }}
          onSubmit={async (values) => {
            try {
              await create.mutateAsync({
                type: Number(values.type),
                series: Number(values.series),
              });
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: failure(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form noValidate onSubmit={handleSubmit} aria-label={t`New affiliate link`}>
              <Stack gap="sm">
                <TermsFields own={own} idPrefix="link" />
                {submitError ? <Alert role="alert">{submitError}</Alert> : null}
                <Button type="submit" loading={submitting}>
                  {t`Create link`}
                </Button>
              </Stack>
            </form>
          )}
        />
        <QueryStatus
          loading={links.isPending}
          error={links.error}
          onRetry={links.refetch}
          empty={links.data?.links.length === 0 && t`No affiliate links yet.`}
        />
        {rows.length > 0 ? (
          <LinkList gap="md">
            {rows.map((link) => (
              <LinkItem key={link.linkId} link={link} url={affiliateUrl(origin, link.code)} />
            ))}
          </LinkList>
        ) : null}
      </Stack>
    </section>
  );
};

const LinkItem = ({ link, url }: { link: AgentLink; url: string }) => {
  const { t } = useLingui();
  const remove = useDeleteLink();
  const failure = useFailure();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const kind = link.type === MEMBER_TYPES.member ? t`Member` : t`Agent`;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  return (
    <Stack as="li" direction="row" wrap gap="md" aria-label={link.code}>
      <LinkQr url={url} />
      <Stack gap="xs">
        <Address>{url}</Address>
        <span>
          {kind} · {t`Prize group ${link.series}`} · {t`${link.registrations} registered`}
        </span>
        <Stack direction="row">
          <Button variant="secondary" onClick={copy} aria-label={t`Copy the link ${link.code}`}>
            {t`Copy`}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setAsking(true)}
            aria-label={t`Delete the link ${link.code}`}
          >
            {t`Delete`}
          </Button>
        </Stack>
        {copied === 'yes' ? <p role="status">{t`Link copied.`}</p> : null}
        {copied === 'no' ? <Alert role="alert">{t`The link could not be copied.`}</Alert> : null}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t`Delete the link?`}
        message={t`Nobody can register with ${link.code} any more; the members who did stay in your team.`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.error ? failure(remove.error) : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate(link.linkId, { onSuccess: () => setAsking(false) })}
      />
    </Stack>
  );
};

const Choice = styled(Stack)`
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs}px;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
`;

const LinkList = styled(ListStack)`
  & > li {
    padding-bottom: ${({ theme }) => theme.spacing.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Address = styled.code`
  overflow-wrap: anywhere;
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
