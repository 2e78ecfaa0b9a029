import { useLingui } from '@lingui/react/macro';
import type { POINT_REWARD_CATEGORIES, StaffCallInput, StaffPointReward } from '@portal/contract';
import { Button, FormTextField, Stack } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useMerchants, useUploadImage } from '../content/queries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { FormCheckbox, FormSelect } from '../ui/formFields.tsx';
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
  active?: boolean;
}

const optionalNumber = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : null);
/** A datetime-local value (the staff member's own clock) as an instant. */
const instantOf = (text: string | undefined) =>
  text?.trim() ? new Date(text).toISOString() : null;
/** An instant as a datetime-local value: the staff member's own clock, no zone. */
const localInputOf = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** An item's saved fields as the form holds them (text inputs hold strings). */
const valuesOf = (item: StaffPointReward): Values => ({
  merchantCode: item.merchantCode,
  category: item.category,
  productName: item.productName,
  pointsNeeded: String(item.pointsNeeded),
  // A zero amount is the same as none: the field stays empty rather than showing 0.00.
  amountNeeded: /^0(\.0+)?$/.test(item.amountNeeded) ? '' : item.amountNeeded,
  chipsAmount: item.chipsAmount ?? '',
  stock: item.stock === null ? '' : String(item.stock),
  perMemberLimit: item.perMemberLimit === null ? '' : String(item.perMemberLimit),
  startsAt: localInputOf(item.startsAt),
  endsAt: localInputOf(item.endsAt),
  active: item.active,
});

/**
 * A new mall item, or an existing one edited (`item`): brand, type, name, the points and any
 * amount it costs, a chips item's money, stock and per-member limit (empty: unlimited), its
 * window, images and whether it is on sale. Images go through the content desk's upload,
 * which checks their bytes. An edited item keeps its brand (the server finds it by brand and
 * id) and its description, which this form does not show.
 */
export const ItemForm = ({
  item,
  onDone,
}: {
  item?: StaffPointReward;
  /** Called after a save, e.g. to close the editor. */
  onDone?: () => void;
}) => {
  const { t, i18n } = useLingui();
  const merchants = useMerchants();
  const upload = useUploadImage();
  const save = useSaveReward();
  const [images, setImages] = useState<string[]>(item?.imageUrls ?? []);
  const brands = merchants.data?.merchants ?? [];
  const whole = (message: string) => (value: string | undefined) =>
    !value?.trim() || /^\d{1,9}$/.test(value.trim()) ? undefined : message;
  return (
    <FinalForm<Values>
      initialValues={
        item
          ? valuesOf(item)
          : { category: 'chips', merchantCode: brands[0]?.merchantCode, active: true }
      }
      onSubmit={async (values, form) => {
        const input: StaffCallInput<'pointRewardSave'> = {
          ...(item ? { rewardId: item.rewardId } : {}),
          merchantCode: item?.merchantCode ?? values.merchantCode ?? '',
          category: (values.category ?? 'chips') as (typeof POINT_REWARD_CATEGORIES)[number],
          productName: values.productName?.trim() ?? '',
          description: item?.description ?? '',
          imageUrls: images,
          pointsNeeded: Number(values.pointsNeeded),
          ...(values.amountNeeded?.trim() ? { amountNeeded: values.amountNeeded.trim() } : {}),
          ...(values.chipsAmount?.trim() ? { chipsAmount: values.chipsAmount.trim() } : {}),
          stock: optionalNumber(values.stock),
          perMemberLimit: optionalNumber(values.perMemberLimit),
          startsAt: instantOf(values.startsAt),
          endsAt: instantOf(values.endsAt),
          active: values.active ?? true,
        };
        try {
          await save.mutateAsync(input);
          if (!item) {
            setImages([]);
            form.restart();
          }
          onDone?.();
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: errorText(i18n, error) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-label={item ? t`Edit ${item.productName}` : t`New mall item`}
        >
          <Stack gap="sm">
            {item ? (
              <p>{t`Brand: ${item.merchantCode}`}</p>
            ) : (
              <FormSelect name="merchantCode" label={t`Brand`}>
                {brands.map((brand) => (
                  <option key={brand.merchantCode} value={brand.merchantCode}>
                    {brand.name} ({brand.merchantCode})
                  </option>
                ))}
              </FormSelect>
            )}
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
            {images.length > 0 && (
              <p>
                {t`${images.length} images attached`}{' '}
                <Button size="small" variant="secondary" onClick={() => setImages([])}>
                  {t`Remove the images`}
                </Button>
              </p>
            )}
            <FormCheckbox name="active" label={t`On sale`} />
            {upload.error && <p role="alert">{errorText(i18n, upload.error)}</p>}
            {submitError && <p role="alert">{submitError}</p>}
            <Button type="submit" loading={submitting}>
              {item ? t`Save the item` : t`Add the item`}
            </Button>
            {item && onDone && (
              <Button variant="secondary" onClick={onDone}>
                {t`Cancel`}
              </Button>
            )}
          </Stack>
        </form>
      )}
    />
  );
};
