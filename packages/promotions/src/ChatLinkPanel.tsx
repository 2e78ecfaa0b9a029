import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { CHAT_APPS, type ChatApp } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useMoney } from '@portal/session';
import {
  Button,
  FormField,
  FormStack,
  FormTextField,
  ListStack,
  QueryStatus,
  Stack,
  submitFailure,
} from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useChatLinks, useLinkChatNumber, useSendChatLinkCode } from './api/kinds.ts';

const APP_NAMES: Record<ChatApp, string> = { zalo: 'Zalo', whatsapp: 'WhatsApp' };

interface Values {
  app?: ChatApp;
  mobile?: string;
  verificationCode?: string;
}

/**
 * Linking a Zalo or WhatsApp number (rules kind 7): the numbers already linked with the bonus
 * they paid, and for an app not linked yet, the number, a code sent to it, and the link.
 */
export const ChatLinkPanel = () => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const links = useChatLinks();
  const linked = links.data ?? [];
  const free = CHAT_APPS.filter((app) => !linked.some((link) => link.app === app));
  return (
    <Stack gap="md">
      <QueryStatus loading={links.isPending} error={links.error} onRetry={links.refetch} />
      {linked.length > 0 && (
        <ListStack gap="xs" aria-label={t`Linked numbers`}>
          {linked.map((link) => {
            const app = APP_NAMES[link.app];
            const number = link.maskedNumber;
            return (
              <li key={link.app}>
                {t`${app} ${number}, linked ${i18n.date(link.linkedAt, { dateStyle: 'short' })}`}
                {link.bonusAmount !== null && ` - ${t`bonus ${money(link.bonusAmount)}`}`}
              </li>
            );
          })}
        </ListStack>
      )}
      {links.data && free.length > 0 && <LinkForm apps={free} />}
    </Stack>
  );
};

const LinkForm = ({ apps }: { apps: readonly ChatApp[] }) => {
  const { t, i18n } = useLingui();
  const send = useSendChatLinkCode();
  const link = useLinkChatNumber();
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const required = (value: string | undefined) => (value?.trim() ? undefined : t`Required`);
  return (
    <FinalForm<Values>
      initialValues={{ app: apps[0] }}
      onSubmit={async (values) => {
        try {
          await link.mutateAsync({
            app: values.app ?? 'zalo',
            mobile: values.mobile?.trim() ?? '',
            verificationCode: values.verificationCode?.trim() ?? '',
          });
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <Form noValidate onSubmit={handleSubmit} aria-label={t`Link a chat number`}>
          <FormField name="app">
            {({ input }) => (
              <Choice gap="xxs">
                <label htmlFor="chat-app">{t`App`}</label>
                <select id="chat-app" {...input}>
                  {apps.map((app) => (
                    <option key={app} value={app}>
                      {APP_NAMES[app]}
                    </option>
                  ))}
                </select>
              </Choice>
            )}
          </FormField>
          <FormTextField
            name="mobile"
            label={t`Mobile number`}
            inputMode="tel"
            autoComplete="tel"
            validate={required}
          />
          <div>
            <Button
              variant="secondary"
              loading={send.isPending}
              disabled={!values.mobile?.trim()}
              onClick={() =>
                send.mutate(
                  { app: values.app ?? 'zalo', mobile: values.mobile?.trim() ?? '' },
                  { onSuccess: (sent) => setSentMinutes(sent.expiredMinutes) },
                )
              }
            >
              {t`Send code`}
            </Button>
          </div>
          {sentMinutes !== null && (
            <p role="status">{t`Code sent. It is valid for ${sentMinutes} minutes.`}</p>
          )}
          {send.error && (
            <p role="alert">
              {errorMessage(i18n, isApiError(send.error) ? send.error : { code: 'unknown' })}
            </p>
          )}
          <FormTextField
            name="verificationCode"
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            validate={required}
          />
          {submitError && <p role="alert">{submitError}</p>}
          <div>
            <Button type="submit" loading={submitting}>
              {t`Link number`}
            </Button>
          </div>
        </Form>
      )}
    />
  );
};

const Form = styled(FormStack)`
  p {
    margin: 0;
  }
`;

const Choice = styled(Stack)`
  select {
    font: inherit;
    min-height: 40px;
  }
`;
