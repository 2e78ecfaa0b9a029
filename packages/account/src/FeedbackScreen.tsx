import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { FEEDBACK_TYPES, type FeedbackType, MAX_FEEDBACK_LENGTH } from '@portal/contract';
import { Button, FormField, FormStack, Stack, submitFailure } from '@portal/ui-kit';
import { Field, Form as FinalForm } from 'react-final-form';
import { useSendFeedback } from './api/sendFeedback.ts';

interface FeedbackValues {
  questionType: FeedbackType;
  content?: string;
}

/**
 * Feedback to customer service (`/wps/feedback`): a question type and a description of at
 * most MAX_FEEDBACK_LENGTH characters. The server limits how often one caller sends; its
 * refusal is shown as the catalogue words it.
 */
export const FeedbackScreen = () => {
  const { t, i18n } = useLingui();
  const send = useSendFeedback();
  const typeLabel: Record<FeedbackType, string> = {
    account: t`Account`,
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    game: t`Game`,
    suggestion: t`Suggestion`,
    other: t`Other`,
  };
  return (
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{t`Feedback`}</h2>
      <FinalForm<FeedbackValues>
        initialValues={{ questionType: 'account' }}
        onSubmit={async (values) => {
          try {
            await send.mutateAsync({
              questionType: values.questionType,
              content: (values.content ?? '').trim(),
            });
            return undefined;
          } catch (error) {
            return submitFailure(i18n, error);
          }
        }}
        render={({ handleSubmit, form, submitting, submitError }) => (
          <Form
            noValidate
            onSubmit={async (event) => {
              // Sent: a clean form for the next message (the thanks stay until then).
              await handleSubmit(event);
              if (form.getState().submitSucceeded) form.reset();
            }}
            aria-label={t`Feedback`}
          >
            <Field<string> name="questionType">
              {({ input }) => (
                <Label as="label" gap="xxs">
                  {t`Question type`}
                  <select {...input}>
                    {FEEDBACK_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {typeLabel[type]}
                      </option>
                    ))}
                  </select>
                </Label>
              )}
            </Field>
            <FormField
              name="content"
              validate={(value) => (value?.trim() ? undefined : t`Input cannot be empty.`)}
            >
              {({ input, error }) => (
                <Label as="label" gap="xxs">
                  {t`Description`}
                  <textarea
                    {...input}
                    rows={6}
                    maxLength={MAX_FEEDBACK_LENGTH}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'feedback-content-error' : undefined}
                  />
                  {error && <span id="feedback-content-error">{error}</span>}
                </Label>
              )}
            </FormField>
            {submitError && <p role="alert">{String(submitError)}</p>}
            {send.isSuccess && !submitting && (
              <p role="status">{t`Thank you. Your feedback was sent to customer service.`}</p>
            )}
            <Button type="submit" loading={submitting}>
              {t`Send feedback`}
            </Button>
          </Form>
        )}
      />
    </section>
  );
};

const Form = styled(FormStack)`
  max-width: 520px;
`;

const Label = styled(Stack)`
  & select,
  & textarea {
    padding: ${({ theme }) => theme.spacing.xs}px;
    border-radius: ${({ theme }) => theme.radii.small}px;
    font: inherit;
  }
  & span {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;
