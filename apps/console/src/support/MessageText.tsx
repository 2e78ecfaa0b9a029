import { useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui-kit';
import { useId } from 'react';

/** A message's title and body, as staff write it to one member, a brand, or a feedback's author. */
export const MessageText = ({
  title,
  body,
  onTitle,
  onBody,
}: {
  title: string;
  body: string;
  onTitle: (v: string) => void;
  onBody: (v: string) => void;
}) => {
  const { t } = useLingui();
  const bodyId = useId();
  return (
    <>
      <TextField
        label={t`Title`}
        name="title"
        required
        maxLength={120}
        value={title}
        onChange={(e) => onTitle(e.target.value)}
      />
      <div>
        <label htmlFor={bodyId}>{t`Message`}</label>
        <textarea
          id={bodyId}
          required
          maxLength={4000}
          rows={4}
          value={body}
          onChange={(e) => onBody(e.target.value)}
        />
      </div>
    </>
  );
};
