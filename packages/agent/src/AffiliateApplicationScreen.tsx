import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useLoginPopup, useSession } from '@portal/session';
import { Button, FormTextField, Stack, submitFailure } from '@portal/ui-kit';
import { Field, Form as FinalForm } from 'react-final-form';
import { useApplyAsAgent } from './api/contracts.ts';

interface ApplicationValues {
  name?: string;
  contact?: string;
  note?: string;
}

/** The longest note the server takes (`agentApply`). */
const MAX_NOTE = 500;

/**
 * The affiliate application (platform spec: "a member or visitor applies"): what a signed-in
 * member who is not an agent sees at /agentHome, and anyone at /agent-apply. A name, how staff
 * reach the applicant and a note; staff approve or reject it in the console. A member's answer
 * arrives in the inbox; a visitor, who has none, is reached on the contact it left (and may
 * log in first to tie the application to its account).
 */
export const AffiliateApplicationScreen = () => {
  const { t, i18n } = useLingui();
  const apply = useApplyAsAgent();
  const { isLogin } = useSession();
  const login = useLoginPopup();
  const required = (value: string | undefined) =>
    value?.trim() ? undefined : t`Input cannot be empty.`;
  return (
    <Screen aria-labelledby="apply-heading">
      <h1 id="apply-heading">{t`Become an agent`}</h1>
      {isLogin ? (
        <p>{t`Apply to become an agent: our staff review your application and answer in your inbox.`}</p>
      ) : (
        <>
          <p>{t`Apply to become an agent: our staff review your application and contact you on the details you leave.`}</p>
          <p>
            {t`Already a member? Log in first: your application is then tied to your account.`}{' '}
            <Button variant="secondary" size="small" onClick={login.show}>
              {t`Log in`}
            </Button>
          </p>
        </>
      )}
      {apply.isSuccess ? (
        <p role="status">
          {isLogin
            ? t`Thank you, your application was sent.`
            : t`Thank you, your application was sent. Our staff will contact you.`}
        </p>
      ) : (
        <FinalForm<ApplicationValues>
          onSubmit={async (values) => {
            try {
              await apply.mutateAsync({
                name: (values.name ?? '').trim(),
                contact: (values.contact ?? '').trim(),
                note: (values.note ?? '').trim(),
              });
              return undefined;
            } catch (error) {
              return submitFailure(i18n, error);
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form noValidate onSubmit={handleSubmit} aria-label={t`Agent application`}>
              <Stack gap="sm">
                <FormTextField name="name" label={t`Name`} maxLength={64} validate={required} />
                <FormTextField
                  name="contact"
                  label={t`Phone, e-mail or messenger`}
                  maxLength={128}
                  validate={(value) =>
                    value && value.trim().length >= 3 ? undefined : t`Enter at least 3 characters.`
                  }
                />
                <Field<string> name="note">
                  {({ input }) => (
                    <Stack as="label" gap="xs">
                      {t`Note`}
                      <textarea {...input} maxLength={MAX_NOTE} rows={4} />
                    </Stack>
                  )}
                </Field>
                {submitError ? <ErrorText role="alert">{submitError}</ErrorText> : null}
                <Button type="submit" loading={submitting}>
                  {t`Apply`}
                </Button>
              </Stack>
            </form>
          )}
        />
      )}
    </Screen>
  );
};

const Screen = styled.section`
  padding: ${({ theme }) => theme.spacing.md}px;
  max-width: 480px;
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
