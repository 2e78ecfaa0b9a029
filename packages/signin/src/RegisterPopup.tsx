import { useLingui } from '@lingui/react/macro';
import type { CountryCode, RegisterField, RegisterRule } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import {
  AlertDialog,
  Button,
  Checkbox,
  Modal,
  PasswordField,
  Stack,
  submitFailure,
  Tabs,
  TextField,
} from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import { CaptchaField } from './CaptchaField.tsx';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import type { RegisterType } from './flows.ts';
import { patternHint } from './patternHints.ts';
import { Failure, Form, LinkButton } from './popupParts.tsx';
import type { Registration } from './register.ts';
import {
  firstError,
  type RegisterRules,
  resetRegistration,
  ruleValidator,
} from './registerForm.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface RegisterPopupProps {
  /** The banner group's carousel, filled by the app (the session does not load content). */
  banner?: ReactNode;
  open: boolean;
  onClose: () => void;
  /** The server's per-field register rules. */
  rules: RegisterRules;
  /** Register types the merchant offers; the first is the default (mobile when on). */
  types?: readonly RegisterType[];
  /** REGMOBVERF3: the mobile number is confirmed with an SMS code. */
  smsVerification?: boolean;
  countryCodes?: readonly CountryCode[] | null;
  /** The affiliate (invitation) code of the address, if any. */
  affiliateCode?: string | undefined;
  /** The `referralCode` query parameter, sent as it is. */
  referralCode?: string | undefined;
  checkAffiliateCode?: (code: string) => Promise<boolean>;
  /** Registers and opens the session; throws the ApiError on failure. */
  register: (type: RegisterType, registration: Registration) => Promise<unknown>;
  sendSmsCode?: (
    type: RegisterType,
    mobileNum: string,
    countryDialingCode?: string,
  ) => Promise<number>;
  loadCaptcha?: () => Promise<string>;
  onLogin?: () => void;
  onForgotPassword?: () => void;
}

type Values = Partial<Record<RegisterField, string>> & {
  countryDialingCode?: string;
  termsAccepted?: boolean;
};

/** Optional fields in the order the form shows them (portal-spec section 3). */
const EXTRA_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterField[];

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  payeeName: 'name',
  email: 'email',
  mobileNum: 'tel-national',
  paymentPassword: 'off',
};

/**
 * The register popup: by username or by mobile number, every field the server's rules enable,
 * each required, bounded and patterned as they say, with the hint `reg_pattern_{id}`.
 */
export const RegisterPopup = ({
  open,
  onClose,
  rules,
  types = ['username'],
  smsVerification = false,
  countryCodes = null,
  affiliateCode: urlAffiliateCode,
  referralCode,
  checkAffiliateCode,
  register,
  sendSmsCode,
  loadCaptcha,
  onLogin = onClose,
  onForgotPassword = onClose,
  banner,
}: RegisterPopupProps) => {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<RegisterType>(types[0] ?? 'username');
  const [warning, setWarning] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  // A code in the address is checked up front; a failing one shows the field to correct it,
  // with a warning once.
  const urlCheck = useQuery({
    queryKey: ['affiliateCheck', urlAffiliateCode],
    queryFn: () =>
      checkAffiliateCode && urlAffiliateCode ? checkAffiliateCode(urlAffiliateCode) : true,
    enabled: open && Boolean(urlAffiliateCode) && Boolean(checkAffiliateCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const urlCodeFailed = urlCheck.data === false;
  const [urlWarningClosed, setUrlWarningClosed] = useState(false);
  const shownWarning =
    warning ??
    (urlCodeFailed && !urlWarningClosed
      ? errorMessage(i18n, { code: 'invitation_code_error' })
      : null);

  const required = t`Input cannot be empty.`;
  const shown = (field: RegisterField): RegisterRule | null => {
    const rule = rules[field];
    return rule?.enabled ? rule : null;
  };
  const validatorFor = (field: RegisterField, forceRequired?: boolean) => {
    const rule = rules[field];
    if (!rule) return () => undefined;
    return ruleValidator(
      rule,
      { required, hint: patternHint(i18n, rule) },
      forceRequired ?? rule.required,
    );
  };
  const hintFor = (field: RegisterField) => {
    const rule = rules[field];
    return rule ? patternHint(i18n, rule) : undefined;
  };

  const mobileRule = shown('mobileNum');
  const mobileShown = type === 'mobile' || mobileRule !== null;
  const codeShown = smsVerification && mobileShown;
  const affiliateShown = Boolean(shown('affiliateCode')) && (!urlAffiliateCode || urlCodeFailed);
  const captchaRule = shown('captcha');
  const defaultDialing = countryCodes?.[0]?.countryDialingCode ?? '';
  const initialValues = useMemo<Values>(
    () => ({ termsAccepted: true, countryDialingCode: defaultDialing }),
    [defaultDialing],
  );
  const codeRule: RegisterRule | undefined = rules.mobileNum && {
    ...rules.mobileNum,
    // The code's hint uses the mobile pattern with length 0 to 255 (portal-spec section 5).
    minLength: 0,
    maxLength: 255,
  };

  const submit = async (values: Values) => {
    const affiliate = affiliateShown ? values.affiliateCode?.trim() : urlAffiliateCode;
    if (
      affiliateShown &&
      affiliate &&
      checkAffiliateCode &&
      !(await checkAffiliateCode(affiliate))
    ) {
      setWarning(errorMessage(i18n, { code: 'invitation_code_error' }));
      return { affiliateCode: errorMessage(i18n, { code: 'invitation_code_error' }) };
    }
    const text = (field: RegisterField) => {
      const value = values[field]?.trim();
      return value ? { [field]: value } : {};
    };
    const registration: Registration = {
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      ...(type === 'username' ? text('username') : {}),
      ...(mobileShown ? text('mobileNum') : {}),
      ...(codeShown ? text('verificationCode') : {}),
      ...(captchaRule ? text('captcha') : {}),
      ...Object.assign({}, ...EXTRA_FIELDS.filter((field) => shown(field)).map(text)),
      ...(affiliate ? { affiliateCode: affiliate } : {}),
      ...(referralCode ? { referralCode } : {}),
      ...(mobileShown && values.countryDialingCode
        ? { countryDialingCode: values.countryDialingCode }
        : {}),
    };
    try {
      await register(type, registration);
      return undefined;
    } catch (error) {
      // A captcha answers one attempt only.
      setCaptchaGeneration((generation) => generation + 1);
      return submitFailure(i18n, error);
    }
  };

  const textField = (field: RegisterField, label: string, options: { password?: boolean } = {}) => {
    const rule = shown(field);
    if (!rule) return null;
    const Input = options.password ? PasswordField : TextField;
    return (
      <Field<string> key={field} name={field} validate={validatorFor(field)}>
        {({ input, meta }) => (
          <Input
            {...input}
            value={input.value ?? ''}
            label={label}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            hint={hintFor(field)}
            error={(meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : null}
            maxLength={rule.maxLength}
            aria-required={rule.required || undefined}
          />
        )}
      </Field>
    );
  };

  const extraLabels: Record<(typeof EXTRA_FIELDS)[number], string> = {
    payeeName: t`Real name`,
    email: t`E-mail`,
    qqNum: t`QQ number`,
    recommenderId: t`Recommender ID`,
    paymentPassword: t`Payment password`,
    line: t`LINE ID`,
    whatsapp: t`WhatsApp number`,
    facebook: t`Facebook account`,
    wechat: t`WeChat ID`,
    idNumber: t`ID number`,
  };

  return (
    <Modal name="register" open={open} onClose={onClose} title={t`Register`} width={420}>
      {banner}
      <FinalForm<Values>
        onSubmit={submit}
        initialValues={initialValues}
        // Each field follows its own value; the popup itself re-renders on submitting only (it
        // re-rendered whole on every key typed). The SMS send reads the number when it is sent.
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, form, submitting, submitError }) => (
          <>
            <Tabs
              label={t`Register method`}
              look="underline"
              tabs={types.map((each) => ({
                key: each,
                label: each === 'mobile' ? t`By mobile number` : t`By username`,
              }))}
              selected={type}
              onSelect={(each) => {
                setType(each);
                form.resetFieldState('username');
                form.resetFieldState('mobileNum');
              }}
            >
              <Form method="post" noValidate onSubmit={handleSubmit}>
                {type === 'username' && textField('username', t`Username`)}
                {mobileShown && countryCodes && countryCodes.length > 0 && (
                  <Field<string> name="countryDialingCode">
                    {({ input }) => (
                      <CountryCodeSelect
                        codes={countryCodes}
                        value={input.value ?? defaultDialing}
                        onChange={input.onChange}
                      />
                    )}
                  </Field>
                )}
                {mobileShown && rules.mobileNum && (
                  <Field<string>
                    name="mobileNum"
                    validate={validatorFor(
                      'mobileNum',
                      type === 'mobile' || rules.mobileNum.required,
                    )}
                  >
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        value={input.value ?? ''}
                        type="tel"
                        inputMode="tel"
                        label={t`Mobile number`}
                        autoComplete="tel-national"
                        hint={hintFor('mobileNum')}
                        error={
                          (meta.touched || meta.submitFailed) && meta.error
                            ? String(meta.error)
                            : null
                        }
                        maxLength={rules.mobileNum?.maxLength}
                      />
                    )}
                  </Field>
                )}
                {codeShown && codeRule && (
                  <Field<string>
                    name="verificationCode"
                    validate={ruleValidator(
                      codeRule,
                      {
                        required: errorMessage(i18n, { code: 'missing-verification-code' }),
                        hint: patternHint(i18n, codeRule),
                      },
                      true,
                    )}
                  >
                    {({ input, meta }) => (
                      <SmsCodeField
                        value={input.value ?? ''}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        error={
                          (meta.touched || meta.submitFailed) && meta.error
                            ? String(meta.error)
                            : undefined
                        }
                        checkBeforeSend={() =>
                          validatorFor('mobileNum', true)(form.getState().values.mobileNum)
                        }
                        send={() => {
                          const { mobileNum, countryDialingCode } = form.getState().values;
                          return sendSmsCode
                            ? sendSmsCode(
                                type,
                                (mobileNum ?? '').trim(),
                                countryDialingCode || undefined,
                              )
                            : Promise.reject(new Error('no SMS sender'));
                        }}
                      />
                    )}
                  </Field>
                )}
                {textField('password', t`Password`, { password: true })}
                {shown('confirmPassword') && (
                  <Field<string>
                    name="confirmPassword"
                    validate={firstError(
                      (value) => (value ? undefined : required),
                      (value, all) =>
                        value !== (all as Values).password
                          ? errorMessage(i18n, { code: 'password.mismatch' })
                          : undefined,
                    )}
                  >
                    {({ input, meta }) => (
                      <PasswordField
                        {...input}
                        value={input.value ?? ''}
                        label={t`Confirm password`}
                        autoComplete="new-password"
                        error={
                          (meta.touched || meta.submitFailed) && meta.error
                            ? String(meta.error)
                            : null
                        }
                        maxLength={rules.confirmPassword?.maxLength}
                      />
                    )}
                  </Field>
                )}
                {EXTRA_FIELDS.map((field) =>
                  textField(field, extraLabels[field], { password: field === 'paymentPassword' }),
                )}
                {affiliateShown && textField('affiliateCode', t`Invitation code`)}
                {captchaRule && loadCaptcha && (
                  <Field<string> name="captcha" validate={validatorFor('captcha')}>
                    {({ input, meta }) => (
                      <CaptchaField
                        value={input.value ?? ''}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        error={
                          (meta.touched || meta.submitFailed) && meta.error
                            ? String(meta.error)
                            : undefined
                        }
                        loadCaptcha={loadCaptcha}
                        generation={captchaGeneration}
                      />
                    )}
                  </Field>
                )}
                <Field<boolean>
                  name="termsAccepted"
                  type="checkbox"
                  validate={(value) =>
                    value
                      ? undefined
                      : t`Please confirm that you are 18 or older and agree to the terms.`
                  }
                >
                  {({ input, meta }) => (
                    <Checkbox
                      name={input.name}
                      checked={Boolean(input.checked)}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      label={t`I am 18 or older and agree to the terms and conditions.`}
                      error={
                        (meta.touched || meta.submitFailed) && meta.error
                          ? String(meta.error)
                          : null
                      }
                    />
                  )}
                </Field>
                {submitError && <Failure role="alert">{String(submitError)}</Failure>}
                <Button type="submit" fullWidth loading={submitting}>
                  {t`Register`}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  fullWidth
                  onClick={() =>
                    form.reset(resetRegistration(form.getState().values, initialValues))
                  }
                >
                  {t`Reset`}
                </Button>
                <Stack direction="row" justify="space-between" gap="md">
                  <LinkButton type="button" onClick={onLogin}>
                    {t`Log in`}
                  </LinkButton>
                  <LinkButton type="button" onClick={onForgotPassword}>
                    {t`Forgot password?`}
                  </LinkButton>
                </Stack>
              </Form>
            </Tabs>
          </>
        )}
      />
      <AlertDialog
        name="invitation-code"
        open={shownWarning !== null}
        onClose={() => {
          setWarning(null);
          if (urlCodeFailed) setUrlWarningClosed(true);
        }}
        message={shownWarning ?? ''}
      />
    </Modal>
  );
};
