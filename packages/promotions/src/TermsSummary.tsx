import styled from '@emotion/styled';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  GAME_CATEGORIES,
  type GameCategory,
  type Promotion,
  type PromotionKind,
} from '@portal/contract';
import { categoryTitle } from '@portal/i18n';
import { useMoney } from '@portal/session';
import { useId } from 'react';

/** The kind of promotion by the name a member reads (promotions-rules.md "Kinds"). */
const kindName = (i18n: I18n, kind: PromotionKind): string => {
  const names = {
    depositBonus: msg`Deposit bonus`,
    dailyRebate: msg`Daily rebate`,
    application: msg`Reward on application`,
    raffle: msg`Lucky draw`,
    redEnvelope: msg`Red envelope`,
    referral: msg`Refer a friend`,
    messengerBonus: msg`Chat app bonus`,
    vipWeek: msg`VIP week`,
  } satisfies Record<PromotionKind, unknown>;
  return i18n._(names[kind]);
};

/**
 * What a promotion's terms say, built from its data in the member's language and the brand's
 * currency, beside the staff's written text: when it runs, who may take part, what it pays
 * (a deposit match and its cap, the rebate's rates by category and VIP level and its daily
 * cap, a fixed reward, a points multiplier) and the wagering on it (the multiple, bonus alone
 * or with the deposit, the categories that count and how much, the maximum bet, the expiry),
 * and one grant per household when the promotion says so. Designed: the specs show the
 * staff's terms only; the rules say what the terms are.
 */
export const TermsSummary = ({ promotion }: { promotion: Promotion }) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const headingId = useId();
  const { terms, audience } = promotion;
  // Rates and weights are basis points: shown as a percentage, never used as money.
  const percent = (bp: number) =>
    i18n.number(bp / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.locale, { style: 'short', type: 'unit' }).format(items);
  const byCategory = (rates: Partial<Record<GameCategory, number>>) =>
    list(
      GAME_CATEGORIES.flatMap((category) => {
        const bp = rates[category];
        return bp ? [`${categoryTitle(i18n, category)} ${percent(bp)}`] : [];
      }),
    );
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });
  const kind = kindName(i18n, promotion.kind);
  const lines: string[] = [
    t`Kind of promotion: ${kind}`,
    promotion.endsAt
      ? t`Runs from ${date(promotion.startsAt)} to ${date(promotion.endsAt)}`
      : t`Runs from ${date(promotion.startsAt)}`,
  ];
  if (audience) {
    if (audience.members && audience.agents) lines.push(t`Open to members and agents`);
    else if (audience.agents) lines.push(t`Open to agents`);
    else lines.push(t`Open to members`);
    if (audience.vipLevels.length > 0) {
      const levels = list(audience.vipLevels.map(String));
      lines.push(t`VIP levels: ${levels}`);
    }
    if (audience.newMembersOnly) lines.push(t`New members only`);
  }
  const deposit = terms?.deposit;
  if (deposit) {
    const match = percent(deposit.percentBp);
    const cap = money(deposit.maxBonus);
    lines.push(
      deposit.which === 'first'
        ? t`${match} of your first deposit, up to ${cap}`
        : t`${match} of each deposit, up to ${cap}`,
    );
    if (deposit.minDeposit) {
      const least = money(deposit.minDeposit);
      lines.push(t`Minimum deposit: ${least}`);
    }
    lines.push(
      deposit.automatic ? t`Credited automatically when you deposit` : t`Join before you deposit`,
    );
  }
  const rebate = terms?.rebate;
  if (rebate) {
    const rates = byCategory(rebate.ratesBp);
    lines.push(t`Daily rebate on valid bets: ${rates}`);
    for (const [level, levelRates] of Object.entries(rebate.vipRatesBp ?? {})) {
      const vipRates = byCategory(levelRates);
      lines.push(t`Rates for VIP level ${level}: ${vipRates}`);
    }
    if (rebate.dailyCap !== null) {
      const cap = money(rebate.dailyCap);
      lines.push(t`At most ${cap} a day`);
    }
  }
  if (terms?.reward) {
    const reward = money(terms.reward);
    lines.push(t`Reward: ${reward}`);
  }
  if (terms?.pointsMultiplier && terms.pointsMultiplier > 1) {
    const times = i18n.number(terms.pointsMultiplier);
    lines.push(t`Points multiplied by ${times}`);
  }
  const wagering = terms?.wagering;
  if (wagering && wagering.multipleMille > 0) {
    const multiple = i18n.number(wagering.multipleMille / 1000, { maximumFractionDigits: 3 });
    lines.push(
      wagering.includeDeposit
        ? t`Wagering: ${multiple} times the bonus and the deposit`
        : t`Wagering: ${multiple} times the bonus`,
    );
    const weights = byCategory(wagering.weightsBp);
    if (weights) lines.push(t`Bets that count: ${weights}`);
    if (wagering.maxBet !== null) {
      const max = money(wagering.maxBet);
      lines.push(t`Maximum bet while wagering: ${max}`);
    }
    // "Days to ...: 7" rather than "7 days": no plural form to choose in 18 languages.
    const days = i18n.number(wagering.expiryDays);
    lines.push(t`Days to meet the wagering before it expires: ${days}`);
  }
  if (terms?.oneGrantPerHousehold) lines.push(t`One grant per household`);
  return (
    <Summary aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Summary of the terms`}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Summary>
  );
};

const Summary = styled.section`
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing.lg}px;
  }
`;
