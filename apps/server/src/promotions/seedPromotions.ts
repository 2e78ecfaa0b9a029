import type { PromotionAudience, PromotionTerms } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { promotionsDb } from './promotionsDb.ts';
import { renewVipWeeks, vipWeekWindow } from './vipWeek.ts';

/** The seeded promotions' ids, for the banners and popups that advertise them. */
export interface SeededPromotions {
  welcome: number;
  rebate: number;
  vipWeek: number;
}

const everyone: PromotionAudience = {
  members: true,
  agents: true,
  vipLevels: [],
  newMembersOnly: false,
};

/** Full weight for every category but live and card games (low edge: half). */
const WEIGHTS = {
  LOTT: 10_000,
  ELOTT: 10_000,
  RNG: 10_000,
  FISH: 10_000,
  SPORTS: 10_000,
  ESPORTS: 10_000,
  LIVE: 5_000,
  PVP: 5_000,
};

interface Seeded {
  key: keyof SeededPromotions;
  /** A window of the brand's week, renewed weekly (vipWeek.ts); absent, from SEEDED_FROM on. */
  weekly?: true;
  kind: string;
  title: string;
  body: string;
  audience: PromotionAudience;
  terms: PromotionTerms;
  sort: number;
}

/**
 * What the seeded banners, notices and popups advertise, made real (issue 25): the welcome
 * bonus (the first deposit matched 100% up to 1,000, after joining), the daily rebate at the
 * advertised rates (slots 1.2 %, live 0.8 %, the others 1 %, card games none, no cap: the
 * notice says "unlimited") and the VIP week's double points on slots, a real week (Monday to
 * Sunday in the brand's time) that renews each week (vipWeek.ts), as its texts say.
 */
const SEEDED: readonly Seeded[] = [
  {
    key: 'welcome',
    kind: 'depositBonus',
    title: '100% welcome bonus',
    body:
      '<p>Join, then make your first deposit: it is matched <strong>100%</strong> up to 1,000. ' +
      'A deposit made before joining does not count.</p>' +
      '<p>The bonus is wagered 10 times within 7 days before it can be withdrawn.</p>',
    audience: { ...everyone, agents: false, newMembersOnly: true },
    terms: {
      deposit: { which: 'first', percentBp: 10_000, maxBonus: '1000' },
      wagering: {
        multipleMille: 10_000,
        includeDeposit: false,
        weightsBp: WEIGHTS,
        maxBet: null,
        expiryDays: 7,
      },
    },
    sort: 1,
  },
  {
    key: 'rebate',
    kind: 'dailyRebate',
    title: 'Unlimited daily rebate',
    body: '<ul><li>Slots 1.2%</li><li>Live 0.8%</li><li>Lottery, fishing, sports and e-sports 1%</li></ul><p>Paid every day at 12:00 for the day before.</p>',
    audience: everyone,
    terms: {
      rebate: {
        ratesBp: {
          LOTT: 100,
          ELOTT: 100,
          PVP: 0,
          FISH: 100,
          RNG: 120,
          LIVE: 80,
          SPORTS: 100,
          ESPORTS: 100,
        },
        dailyCap: null,
      },
    },
    sort: 2,
  },
  {
    key: 'vipWeek',
    kind: 'vipWeek',
    title: 'VIP week for members',
    body:
      '<p>Every member earns <strong>double points</strong> on slots during the VIP week: ' +
      'Monday 00:00 to Sunday 24:00, brand time.</p>' +
      '<p>Each VIP week ends on Sunday at midnight, and the next one starts on Monday.</p>',
    audience: { ...everyone, agents: false },
    terms: { pointsMultiplier: 2, extra: { categories: ['RNG'], renewWeekly: true } },
    weekly: true,
    sort: 3,
  },
];

/** The seeded promotions run from a fixed past day: a seed at any clock shows them running. */
const SEEDED_FROM = new Date('2026-01-01T00:00:00Z');

/**
 * Writes the brand's seeded promotions when missing (a staff edit is never undone by a
 * restart) and returns their ids.
 */
export const seedPromotions = async (
  db: Db,
  merchantId: number,
  languages: readonly string[],
  timeZone: string,
): Promise<SeededPromotions> => {
  const pdb = promotionsDb(db);
  // A seed runs at the server's start: the week it starts in is the VIP week's first.
  const now = new Date();
  const week = vipWeekWindow(now, timeZone);
  await pdb
    .insertInto('promotions')
    .values(
      SEEDED.map((s) => ({
        merchant_id: merchantId,
        kind: s.kind,
        texts: JSON.stringify(
          Object.fromEntries(languages.map((l) => [l, { title: s.title, body: s.body }])),
        ),
        starts_at: s.weekly ? week.startsAt : SEEDED_FROM,
        ends_at: s.weekly ? week.endsAt : null,
        audience: JSON.stringify(s.audience),
        terms: JSON.stringify(s.terms),
        seed_key: `promotion:${s.key}`,
        sort: s.sort,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'seed_key']).doNothing())
    .execute();
  // A server that was down when the week turned finds the VIP week on the current one.
  await renewVipWeeks(db, merchantId, timeZone, now);
  const rows = await pdb
    .selectFrom('promotions')
    .select(['id', 'seed_key'])
    .where('merchant_id', '=', merchantId)
    .where('seed_key', 'is not', null)
    .execute();
  const id = (key: keyof SeededPromotions) => {
    const row = rows.find((r) => r.seed_key === `promotion:${key}`);
    if (!row) throw new Error(`seeded promotion ${key} was not written`);
    return row.id;
  };
  return { welcome: id('welcome'), rebate: id('rebate'), vipWeek: id('vipWeek') };
};
