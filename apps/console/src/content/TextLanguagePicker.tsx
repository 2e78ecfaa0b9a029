import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language, type StaffAnnouncement } from '@portal/contract';
import { FormSelect } from '../ui/formFields.tsx';

/**
 * The texts in other languages as the server takes them: a language whose title is left
 * empty has no text of its own (its readers get the default language's).
 */
export const writtenTranslations = (
  translations: StaffAnnouncement['translations'] | undefined,
): StaffAnnouncement['translations'] =>
  Object.fromEntries(
    Object.entries(translations ?? {})
      .filter(([, text]) => text?.title?.trim())
      .map(([language, text]) => [
        language,
        { title: text?.title?.trim() ?? '', content: text?.content ?? '' },
      ]),
  );

/**
 * Which language's text the editor shows (issue 27, designed): the brand's default language
 * first, marked as the fallback every other language shows until it has a text of its own;
 * a language with a text of its own is marked as written.
 */
export const TextLanguagePicker = ({
  defaultLanguage,
  written,
}: {
  /** null: a new item, whose merchant's default language is not known here yet. */
  defaultLanguage: Language | null;
  written: readonly string[];
}) => {
  const { t } = useLingui();
  return (
    <div>
      <FormSelect name="textLanguage" label={t`Text in`}>
        <option value="">
          {defaultLanguage
            ? t`${defaultLanguage} (default language, the fallback)`
            : t`Default language (the fallback)`}
        </option>
        {LANGUAGES.filter((code) => code !== defaultLanguage).map((code) => (
          <option key={code} value={code}>
            {written.includes(code) ? t`${code} (written)` : code}
          </option>
        ))}
      </FormSelect>
      <Hint>
        <Trans>Readers in a language without a text of its own see the default language's.</Trans>
      </Hint>
    </div>
  );
};

const Hint = styled.p`
  margin: 0;
  font-size: 0.85em;
`;
