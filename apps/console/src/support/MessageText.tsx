import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '@portal/ui-kit';
import { FormTextArea } from '../ui/formFields.tsx';
import { filled } from '../ui/formRules.ts';

/** What a message form holds: its title and body (and, for some, a brand and a member). */
export interface MessageValues {
  title?: string;
  body?: string;
}

/**
 * A message's title and body, as staff write it to one member, a brand, or a feedback's
 * author: fields `title` and `body` of the react-final-form form around it.
 */
export const MessageText = () => {
  const { t } = useLingui();
  return (
    <>
      <FormTextField
        label={t`Title`}
        name="title"
        required
        maxLength={120}
        validate={filled(t`Write something first.`)}
      />
      <FormTextArea
        label={t`Message`}
        name="body"
        required
        maxLength={4000}
        rows={4}
        validate={filled(t`Write something first.`)}
      />
    </>
  );
};
