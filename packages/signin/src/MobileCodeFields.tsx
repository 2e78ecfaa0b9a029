import { useLingui } from '@lingui/react/macro';
import { type CountryCode, MOBILE_NUMBER_FORMAT } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { FormField, FormTextField } from '@portal/ui-kit';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

/** A mobile number as it is sent: the digits typed, without blanks. */
export const mobileDigits = (value: string | undefined): string =>
  (value ?? '').replace(/\s+/g, '');

/** The mobile number's check: missing, or not the contract's format; the catalogue's words. */
export const useMobileNumberCheck = () => {
  const { i18n } = useLingui();
  return (value: string | undefined): string | undefined => {
    const digits = mobileDigits(value);
    if (!digits) return errorMessage(i18n, { code: 'missing-phone-number' });
    return MOBILE_NUMBER_FORMAT.test(digits)
      ? undefined
      : errorMessage(i18n, { code: 'invalid-phone-number' });
  };
};

export interface MobileCodeFieldsProps {
  /** Dialing codes to choose from (COUNTRYCODE3); none hides the select. */
  countryCodes: readonly CountryCode[] | null;
  /** The dialing code in use (the first listed one until another is chosen). */
  dialing: string;
  /** The mobile number typed so far (the send button checks it first). */
  mobileNum: string | undefined;
  /** The form field the code goes in. */
  codeName: string;
  /** Sends the code; resolves the countdown in seconds. */
  sendSmsCode?: ((mobileNum: string, countryDialingCode?: string) => Promise<number>) | undefined;
}

/**
 * The country code, mobile number and SMS code fields of a react-final-form form (SMS login,
 * password reset by phone): the send button checks the number, then sends to it.
 */
export const MobileCodeFields = ({
  countryCodes,
  dialing,
  mobileNum,
  codeName,
  sendSmsCode,
}: MobileCodeFieldsProps) => {
  const { t, i18n } = useLingui();
  const checkMobile = useMobileNumberCheck();
  return (
    <>
      {countryCodes && countryCodes.length > 0 && (
        <FormField name="countryDialingCode">
          {({ input }) => (
            <CountryCodeSelect codes={countryCodes} value={dialing} onChange={input.onChange} />
          )}
        </FormField>
      )}
      <FormTextField
        name="mobileNum"
        validate={checkMobile}
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
      />
      <FormField
        name={codeName}
        validate={(value) =>
          value?.trim() ? undefined : errorMessage(i18n, { code: 'missing-verification-code' })
        }
      >
        {({ input, error }) => (
          <SmsCodeField
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={error}
            checkBeforeSend={() => checkMobile(mobileNum)}
            send={() =>
              sendSmsCode
                ? sendSmsCode(mobileDigits(mobileNum), dialing || undefined)
                : Promise.reject(new Error('no SMS sender'))
            }
          />
        )}
      </FormField>
    </>
  );
};
