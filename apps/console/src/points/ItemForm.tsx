import { useLingui } from '@lingui/react/macro';
import type { POINT_REWARD_CATEGORIES, StaffCallInput } from '@portal/contract';
import { Button, FormTextField, Stack } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useMerchants, useUploadImage } from '../content/queries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { FormSelect } from '../ui/formFields.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { useSaveReward } from './queries.ts';

interface Values {
  merchantCode?: string;
  category?: string;
  productName?: string;
  pointsNeeded?: string;
  amountNeeded?: string;
  chipsAmount?: string;
  stock?: string;
  perMemberLimit?: string;
  startsAt?: string;
  endsAt?: string;
}

const optionalNumber = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : null);
/** A datetime-local value (the staff member's own clock) as an instant. */
const instantOf = (text: string | undefined) =>
  text?.trim() ? new Date(text).toISOString() : null;

/**
 * A new mall item: brand, type, name, the points and any amount it costs, a chips item's
 * money, stock and per-member limit (empty: unlimited), its window and images. Images go
 * through the content desk's upload, which checks their bytes.
 */
export const ItemForm = () => {
  const { t, i18n } = useLingui();
  const merchants = useMerchants();
  const upload = useUploadImage();
  const save = useSaveReward();
  const [images, setImages] = useState<string[]>([]);
  const brands = merchants.data?.merchants ?? [];
  const whole = (message: string) => (value: string | undefined) =>
    !value?.trim() || /^\d{1,9}$/.test(value.trim()) ? undefined : message;
  return (
    <FinalForm<Values>
      initialValues={{ category: 'chips', merchantCode: brands[0]?.merchantCode }}
      onSubmit={async (values, form) => {
        const input: StaffCallInput<'pointRewardSave'> = {
          merchantCode: values.merchantCode ?? '',
          category: (values.category ?? 'chips') as (typeof POINT_REWARD_CATEGORIES)[number],
          productName: values.productName?.trim() ?? '',
          description: '',
          imageUrls: images,
          pointsNeeded: Number(values.pointsNeeded),
          ...(values.amountNeeded?.trim() ? { amountNeeded: values.amountNeeded.trim() } : {}),
          ...(values.chipsAmount?.trim() ? { chipsAmount: values.chipsAmount.trim() } : {}),
          stock: optionalNumber(values.stock),
          perMemberLimit: optionalNumber(values.perMemberLimit),
          startsAt: instantOf(values.startsAt),
          endsAt: instantOf(values.endsAt),
          active: true,
        };
        try {
          await save.mutateAsync(input);
          setImages([]);
          form.restart();
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: errorText(i18n, error) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t`New mall item`}>
          <Stack gap="sm">
            <FormSelect name="merchantCode" label={t`Brand`}>
              {brands.map((brand) => (
                <option key={brand.merchantCode} value={brand.merchantCode}>
                  {brand.name} ({brand.merchantCode})
                </option>
              ))}
            </FormSelect>
            <FormSelect name="category" label={t`Type`}>
              <option value="chips">{t`Chips`}</option>
              <option value="gifts">{t`Gift`}</option>
              <option value="services">{t`Service`}</option>
            </FormSelect>
            <FormTextField
              name="productName"
              label={t`Item`}
              validate={firstOf(
                filled(t`Input cannot be empty.`),
                fitsCall('pointRewardSave', 'productName', t`At most 100 characters.`),
              )}
            />
            <FormTextField
              name="pointsNeeded"
              label={t`Points`}
              inputMode="numeric"
              validate={firstOf(filled(t`Input cannot be empty.`), whole(t`A whole number.`))}
            />
            <FormTextField name="amountNeeded" label={t`Amount`} inputMode="decimal" />
            <FormTextField name="chipsAmount" label={t`Chips amount`} inputMode="decimal" />
            <FormTextField
              name="stock"
              label={t`Stock (empty: unlimited)`}
              inputMode="numeric"
              validate={whole(t`A whole number.`)}
            />
            <FormTextField
              name="perMemberLimit"
              label={t`Per member (empty: unlimited)`}
              inputMode="numeric"
              validate={whole(t`A whole number.`)}
            />
            <FormTextField name="startsAt" label={t`Starts`} type="datetime-local" />
            <FormTextField name="endsAt" label={t`Ends`} type="datetime-local" />
            <label>
              {t`Image`}
              <input
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) {
                    upload.mutate(file, {
                      onSuccess: (image) => setImages((list) => [...list, image.url]),
                    });
                  }
                  event.target.value = '';
                }}
              />
            </label>
            {images.length > 0 && <p>{t`${images.length} images attached`}</p>}
            {upload.error && <p role="alert">{errorText(i18n, upload.error)}</p>}
            {submitError && <p role="alert">{submitError}</p>}
            <Button type="submit" loading={submitting}>
              {t`Add the item`}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
};
