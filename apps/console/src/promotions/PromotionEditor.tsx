import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  GAME_CATEGORIES,
  LANGUAGES,
  type Language,
  PROMOTION_KINDS,
  RAFFLE_TICKET_SOURCES,
  type StaffPromotion,
  TYPICAL_HOUSE_EDGE_BP,
} from '@portal/contract';
import { Button, FormField, FormStack, FormTextField, Grid, Stack, Tabs } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Form as FinalForm, useField, useForm } from 'react-final-form';
import { RichTextEditor } from '../content/RichTextEditor.tsx';
import { errorText } from '../i18n/consoleI18n.ts';
import { FormCheckbox, FormSelect } from '../ui/formFields.tsx';
import { filled, firstOf, type Rule } from '../ui/formRules.ts';
import { Card, labelledControls, Table } from '../ui/parts.tsx';
import { useKindLabels } from './labels.ts';
import {
  decimalRule,
  householdApplies,
  initialValues,
  kindTermsProblem,
  levelsRule,
  moneyRule,
  newPrize,
  type PrizeValues,
  type PromotionValues,
  scaled,
  toInput,
  wholeRule,
} from './promotionForm.ts';
import { useSavePromotion, useUploadBanner } from './queries.ts';

export interface PromotionEditorProps {
  merchants: readonly { merchantCode: string; name: string }[];
  /** null: a new promotion. */
  promotion: StaffPromotion | null;
  onDone: (saved: StaffPromotion | null) => void;
}

/**
 * Writes a promotion: brand and kind (fixed once made), a title and rich-text body per
 * language (one tab each; the server sanitises), a banner uploaded through the desk (checked
 * by its bytes), the schedule, who may take part, and the terms its kind pays by. Terms apply
 * to grants made from the next save on; grants already made keep theirs.
 */
export const PromotionEditor = ({ merchants, promotion, onDone }: PromotionEditorProps) => {
  const { t, i18n } = useLingui();
  const save = useSavePromotion();
  const [tab, setTab] = useState<Language>(
    (promotion ? Object.keys(promotion.texts)[0] : 'EN') as Language,
  );
  const initial = useMemo(
    () => initialValues(promotion, merchants[0]?.merchantCode ?? '', new Date()),
    [promotion, merchants],
  );

  return (
    <Card aria-labelledby="promotion-editor-title">
      <h2 id="promotion-editor-title">
        {promotion ? t`Edit promotion ${promotion.promotionId}` : t`New promotion`}
      </h2>
      <FinalForm<PromotionValues>
        initialValues={initial}
        onSubmit={async (values) => {
          // Only the open tab's fields are mounted (and checked): a language left without a
          // title is opened for staff to see, before the server would refuse it.
          const untitled = values.languages.find((l) => !values.texts[l]?.title?.trim());
          if (untitled) {
            setTab(untitled);
            return { [FORM_ERROR]: t`Write a title in ${untitled}.` };
          }
          if (values.kind === 'raffle' && !values.endsAt) {
            return { [FORM_ERROR]: t`A lucky draw needs an end time: its seed is revealed then.` };
          }
          // The contract's schema of the kind's terms, which the server checks them by too.
          const problem = kindTermsProblem(values);
          if (problem) return { [FORM_ERROR]: t`Check the terms: ${problem}.` };
          try {
            onDone(await save.mutateAsync(toInput(values, promotion)));
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: errorText(i18n, error) };
          }
        }}
        // The form itself re-renders on submitting only: each field follows its own value and
        // the body the few values it shows or hides parts by, so a keystroke in one field does
        // not render the whole editor again (it did, on every key).
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <Form noValidate onSubmit={handleSubmit} aria-label={t`Promotion`}>
            <EditorBody merchants={merchants} promotion={promotion} tab={tab} onTab={setTab} />
            {submitError && <p role="alert">{submitError}</p>}
            <Stack direction="row" gap="xs">
              <Button type="submit" loading={submitting}>
                <Trans>Save</Trans>
              </Button>
              <Button type="button" variant="secondary" onClick={() => onDone(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </Stack>
          </Form>
        )}
      />
    </Card>
  );
};

/** A field's value, re-rendering its reader when that value changes and on nothing else. */
const useValue = <T,>(name: string): T =>
  useField<T>(name, { subscription: { value: true } }).input.value;

/** The editor's fields: the brand and kind, texts per language, banner, who may take part, terms. */
const EditorBody = ({
  merchants,
  promotion,
  tab,
  onTab: setTab,
}: Pick<PromotionEditorProps, 'merchants' | 'promotion'> & {
  tab: Language;
  onTab: (tab: Language) => void;
}) => {
  const { t, i18n } = useLingui();
  const kindLabels = useKindLabels();
  const upload = useUploadBanner();
  const form = useForm<PromotionValues>();
  const [adding, setAdding] = useState<Language | ''>('');
  const values = {
    languages: useValue<PromotionValues['languages']>('languages'),
    bannerUrl: useValue<PromotionValues['bannerUrl']>('bannerUrl'),
    kind: useValue<PromotionValues['kind']>('kind'),
    rebateRates: useValue<PromotionValues['rebateRates']>('rebateRates'),
    prizes: useValue<PromotionValues['prizes']>('prizes'),
    wagering: useValue<PromotionValues['wagering']>('wagering'),
  };
  const currency = promotion?.currency ?? null;
  const required = filled(t`Input cannot be empty.`);
  const amount = moneyRule(
    currency,
    currency
      ? t`Enter an amount in ${currency}, such as 100.`
      : t`Enter an amount, such as 100 or 100.50.`,
  );
  const percent = decimalRule(2, t`A percentage with at most 2 decimal places.`);
  const weightRule = firstOf(percent, (value) =>
    (scaled(value ?? '', 2) ?? 0) > 100_000 ? t`A percentage from 0 to 1000.` : undefined,
  );
  const missing = LANGUAGES.filter((l) => !values.languages.includes(l));
  const current = values.languages.includes(tab) ? tab : (values.languages[0] ?? 'EN');
  return (
    <>
      <Fields minColumnWidth={200} autoFill>
        <FormSelect name="merchantCode" label={t`Brand`} disabled={promotion !== null}>
          {merchants.map((m) => (
            <option key={m.merchantCode} value={m.merchantCode}>
              {`${m.name} (${m.merchantCode})`}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="kind" label={t`Kind`} disabled={promotion !== null}>
          {PROMOTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          name="startsAt"
          label={t`Starts`}
          type="datetime-local"
          validate={required}
        />
        <FormTextField name="endsAt" label={t`Ends`} type="datetime-local" />
        <FormTextField
          name="sort"
          label={t`Sort order`}
          inputMode="numeric"
          validate={wholeRule(0, 9999, t`A whole number from 0 to 9999.`)}
        />
      </Fields>

      <fieldset>
        <legend>{t`Texts`}</legend>
        <Tabs
          label={t`Languages`}
          tabs={values.languages.map((l) => ({ key: l, label: l }))}
          selected={current}
          onSelect={setTab}
        >
          <LanguageText key={current} language={current} />
          {values.languages.length > 1 && (
            <Button
              type="button"
              size="small"
              variant="secondary"
              onClick={() => {
                const rest = values.languages.filter((l) => l !== current);
                form.change('languages', rest);
                setTab(rest[0] ?? 'EN');
              }}
            >
              {t`Remove ${current}`}
            </Button>
          )}
        </Tabs>
        {missing.length > 0 && (
          <AddLanguage direction="row" align="end">
            <label>
              {t`Add a language`}
              <select
                value={adding}
                onChange={(event) => setAdding(event.target.value as Language | '')}
              >
                <option value="">-</option>
                {missing.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            <Button
              type="button"
              size="small"
              variant="secondary"
              disabled={!adding}
              onClick={() => {
                if (!adding) return;
                form.change('languages', [...values.languages, adding]);
                setTab(adding);
                setAdding('');
              }}
            >
              <Trans>Add</Trans>
            </Button>
          </AddLanguage>
        )}
      </fieldset>

      <fieldset>
        <legend>{t`Banner`}</legend>
        {values.bannerUrl ? (
          <Banner src={values.bannerUrl} alt={t`Banner`} />
        ) : (
          <p>{t`No banner.`}</p>
        )}
        <label>
          {t`Banner image`}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) {
                upload.mutate(file, {
                  onSuccess: (image) => form.change('bannerUrl', image.url),
                });
              }
              event.target.value = '';
            }}
          />
        </label>
        {values.bannerUrl && (
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => form.change('bannerUrl', '')}
          >
            <Trans>Remove the banner</Trans>
          </Button>
        )}
        {upload.error && <p role="alert">{errorText(i18n, upload.error)}</p>}
      </fieldset>

      <fieldset>
        <legend>{t`Who may take part`}</legend>
        <Fields minColumnWidth={200} autoFill>
          <FormCheckbox name="members" label={t`Members`} />
          <FormCheckbox name="agents" label={t`Agents`} />
          <FormCheckbox name="newMembersOnly" label={t`New members only`} />
          {householdApplies(values.kind) && (
            <FormCheckbox
              name="oneGrantPerHousehold"
              label={t`One grant per household (accounts sharing a device, address, payee name or card)`}
            />
          )}
          <FormTextField
            name="vipLevels"
            label={t`VIP levels (empty: every level)`}
            validate={levelsRule(t`Whole levels separated by commas, such as 1, 2.`)}
          />
        </Fields>
      </fieldset>

      <fieldset>
        <legend>{t`Terms`}</legend>
        <Fields minColumnWidth={200} autoFill>
          {values.kind === 'depositBonus' && (
            <>
              <FormSelect name="depositWhich" label={t`Deposits`}>
                <option value="first">{t`The first deposit`}</option>
                <option value="each">{t`Each deposit`}</option>
              </FormSelect>
              <FormTextField
                name="depositPercent"
                label={t`Bonus (% of the deposit)`}
                inputMode="decimal"
                validate={firstOf(required, percent)}
              />
              <FormTextField
                name="maxBonus"
                label={t`Maximum bonus`}
                inputMode="decimal"
                validate={firstOf(required, amount)}
              />
              <FormTextField
                name="minDeposit"
                label={t`Minimum deposit`}
                inputMode="decimal"
                validate={amount}
              />
            </>
          )}
          {values.kind === 'dailyRebate' && (
            <>
              <p>
                <Trans>A rate above a game's house edge pays more than the house made on it.</Trans>
              </p>
              <HouseEdgeWarnings rates={values.rebateRates} />
              {GAME_CATEGORIES.map((category) => (
                <FormTextField
                  key={category}
                  name={`rebateRates.${category}`}
                  label={t`Rebate on ${category} (%)`}
                  inputMode="decimal"
                  validate={percent}
                />
              ))}
              <FormTextField
                name="dailyCap"
                label={t`Daily cap (empty: none)`}
                inputMode="decimal"
                validate={amount}
              />
            </>
          )}
          {values.kind === 'vipWeek' && (
            <FormTextField
              name="pointsMultiplier"
              label={t`Points multiplier`}
              inputMode="numeric"
              validate={firstOf(required, wholeRule(1, 10, t`A whole number from 1 to 10.`))}
            />
          )}
          {values.kind === 'redEnvelope' && (
            <>
              <FormTextField
                name="pool"
                label={t`Pool`}
                inputMode="decimal"
                validate={firstOf(required, amount)}
              />
              <FormTextField
                name="envelopes"
                label={t`Number of envelopes`}
                inputMode="numeric"
                validate={firstOf(
                  required,
                  wholeRule(1, 100_000, t`A whole number from 1 to 100000.`),
                )}
              />
              <FormTextField
                name="minShare"
                label={t`Smallest envelope (empty: 0.01)`}
                inputMode="decimal"
                validate={amount}
              />
              <FormTextField
                name="maxShare"
                label={t`Largest envelope (empty: no cap)`}
                inputMode="decimal"
                validate={amount}
              />
            </>
          )}
          {values.kind === 'referral' && (
            <>
              <FormTextField
                name="referralMinDeposit"
                label={t`Invited member's first deposit of at least`}
                inputMode="decimal"
                validate={firstOf(required, amount)}
              />
              <FormTextField
                name="inviteeReward"
                label={t`Invited member's reward (empty: none)`}
                inputMode="decimal"
                validate={amount}
              />
            </>
          )}
          <FormTextField
            name="reward"
            label={
              values.kind === 'referral' ? t`Referrer's reward` : t`Fixed reward (empty: none)`
            }
            inputMode="decimal"
            validate={values.kind === 'referral' ? firstOf(required, amount) : amount}
          />
        </Fields>
        {values.kind === 'redEnvelope' && (
          <p>
            {t`Each envelope is also at most twice the average of what is left when it is cut.`}
          </p>
        )}
        {values.kind === 'referral' && (
          <p>
            {t`A reward whose invited member shares a device, address, payee name or card with the referrer is held for review in Held referrals.`}
          </p>
        )}
        {values.kind === 'raffle' && (
          <RaffleTerms
            prizes={values.prizes}
            onPrizes={(prizes) => form.change('prizes', prizes)}
            amount={amount}
            required={required}
          />
        )}
        <FormCheckbox name="wagering" label={t`The bonus must be wagered`} />
        {values.wagering && (
          <Fields minColumnWidth={200} autoFill>
            <FormTextField
              name="multiple"
              label={t`Wagering multiple`}
              inputMode="decimal"
              validate={firstOf(
                required,
                decimalRule(3, t`A multiple with at most 3 decimal places.`),
              )}
            />
            <FormCheckbox name="includeDeposit" label={t`Count the deposit too`} />
            <FormTextField
              name="maxBet"
              label={t`Maximum bet while wagering (empty: none)`}
              inputMode="decimal"
              validate={amount}
            />
            <FormTextField
              name="expiryDays"
              label={t`Expires after (days)`}
              inputMode="numeric"
              validate={firstOf(required, wholeRule(1, 365, t`A whole number from 1 to 365.`))}
            />
          </Fields>
        )}
        {values.wagering && (
          <fieldset>
            <legend>{t`How much of a bet counts, by game category (%)`}</legend>
            <Fields minColumnWidth={200} autoFill>
              {GAME_CATEGORIES.map((category) => (
                <FormTextField
                  key={category}
                  name={`weights.${category}`}
                  label={t`${category} counts (%)`}
                  inputMode="decimal"
                  validate={weightRule}
                />
              ))}
            </Fields>
          </fieldset>
        )}
      </fieldset>
    </>
  );
};

/**
 * A raffle's terms: what earns a ticket and how much per ticket, the most tickets a member may
 * earn, and the weighted prize list with stock (a prize of 0 is a "thank you"). Members draw
 * when they claim, at once; the seed behind every draw is revealed when the raffle ends.
 */
const RaffleTerms = ({
  prizes,
  onPrizes,
  amount,
  required,
}: {
  prizes: PrizeValues[];
  onPrizes: (prizes: PrizeValues[]) => void;
  amount: Rule;
  required: Rule;
}) => {
  const { t } = useLingui();
  const stockRule = firstOf(
    required,
    wholeRule(0, 10_000_000, t`A whole number from 0 to 10000000.`),
  );
  const weightRule = firstOf(
    required,
    wholeRule(1, 1_000_000, t`A whole number from 1 to 1000000.`),
  );
  // A prize of nothing is a "thank you": 0 (any zeros) passes, any other amount is checked.
  const prizeAmount: Rule = (value) =>
    /^0+(\.0+)?$/.test(value?.trim() ?? '') ? undefined : amount(value);
  return (
    <fieldset>
      <legend>{t`Lucky draw`}</legend>
      <Fields minColumnWidth={200} autoFill>
        <FormSelect name="ticketBy" label={t`A ticket for`}>
          {RAFFLE_TICKET_SOURCES.map((source) => (
            <option key={source} value={source}>
              {source === 'deposit' ? t`Deposits` : t`Valid bets`}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          name="ticketAmount"
          label={t`Amount per ticket`}
          inputMode="decimal"
          validate={firstOf(required, amount)}
        />
        <FormTextField
          name="maxTickets"
          label={t`Most tickets per member (empty: no limit)`}
          inputMode="numeric"
          validate={wholeRule(1, 10_000, t`A whole number from 1 to 10000.`)}
        />
      </Fields>
      <p>{t`Members draw when they claim a ticket. The seed behind every draw is revealed when the lucky draw ends.`}</p>
      <Table aria-label={t`Prizes`}>
        <thead>
          <tr>
            <th>{t`Prize`}</th>
            <th>{t`Amount (0: a thank-you)`}</th>
            <th>{t`Weight`}</th>
            <th>{t`Stock`}</th>
            <th>{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize, i) => (
            <tr key={prize.prizeId}>
              <td>
                <FormTextField
                  name={`prizes[${i}].name`}
                  label={t`Prize ${prize.prizeId} name`}
                  maxLength={80}
                  validate={required}
                />
              </td>
              <td>
                <FormTextField
                  name={`prizes[${i}].amount`}
                  label={t`Prize ${prize.prizeId} amount`}
                  inputMode="decimal"
                  validate={firstOf(required, prizeAmount)}
                />
              </td>
              <td>
                <FormTextField
                  name={`prizes[${i}].weight`}
                  label={t`Prize ${prize.prizeId} weight`}
                  inputMode="numeric"
                  validate={weightRule}
                />
              </td>
              <td>
                <FormTextField
                  name={`prizes[${i}].stock`}
                  label={t`Prize ${prize.prizeId} stock`}
                  inputMode="numeric"
                  validate={stockRule}
                />
              </td>
              <td>
                {prizes.length > 1 && (
                  <Button
                    type="button"
                    size="small"
                    variant="secondary"
                    aria-label={t`Remove prize ${prize.prizeId}`}
                    onClick={() => onPrizes(prizes.filter((p) => p.prizeId !== prize.prizeId))}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {prizes.length < 50 && (
        <div>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => onPrizes([...prizes, newPrize(prizes)])}
          >
            <Trans>Add a prize</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
};

/** One language's title and body (the tab's panel). */
const LanguageText = ({ language }: { language: Language }) => {
  const { t } = useLingui();
  return (
    <>
      <FormTextField
        name={`texts.${language}.title`}
        label={t`Title (${language})`}
        maxLength={200}
        validate={filled(t`Input cannot be empty.`)}
      />
      <FormField name={`texts.${language}.body`}>
        {({ input }) => (
          <RichTextEditor
            label={t`Text (${language})`}
            initialHtml={input.value ?? ''}
            onChange={input.onChange}
          />
        )}
      </FormField>
    </>
  );
};

const Form = styled(FormStack)`
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing.sm}px;
  }
`;

// labelledControls sets the gap (sm), as it did over the xs this block once named.
const Fields = styled(Grid)`
  ${labelledControls}
`;

const AddLanguage = styled(Stack)`
  ${labelledControls}
`;

const Banner = styled.img`
  max-width: 320px;
  max-height: 120px;
  object-fit: contain;
`;

/**
 * The rules' warning on rebate rates (promotions-rules.md kind 2): each category whose rate is
 * at or above its typical house edge (the contract's TYPICAL_HOUSE_EDGE_BP) is named, with both
 * figures. A warning, not a refusal: a brand may choose to pay more as a loss leader.
 */
const HouseEdgeWarnings = ({ rates }: { rates: PromotionValues['rebateRates'] }) => {
  const { t } = useLingui();
  const over = GAME_CATEGORIES.flatMap((category) => {
    const rateBp = scaled(rates[category] ?? '', 2);
    const edgeBp = TYPICAL_HOUSE_EDGE_BP[category];
    return rateBp !== null && rateBp >= edgeBp ? [{ category, rateBp, edgeBp }] : [];
  });
  if (over.length === 0) return null;
  return (
    <Warning role="alert">
      {over.map(({ category, rateBp, edgeBp }) => {
        const rate = (rateBp / 100).toString();
        const edge = (edgeBp / 100).toString();
        return (
          <p key={category}>
            {t`${category}: a rebate of ${rate}% is at or above the category's typical house edge (${edge}%); it may pay out more than the house made.`}
          </p>
        );
      })}
    </Warning>
  );
};

const Warning = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;
