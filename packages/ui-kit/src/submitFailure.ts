import type { I18n } from '@lingui/core';
import { thrownMessage } from '@portal/i18n';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';

/**
 * A react-final-form submit that threw, as the form shows it: the whole form's error (the
 * catalogue's message for the call's failure, "unknown" for anything else). Every form's
 * `onSubmit` catch returns this rather than building the error object again.
 */
export const submitFailure = (lingui: I18n, thrown: unknown): SubmissionErrors => ({
  [FORM_ERROR]: thrownMessage(lingui, thrown),
});
