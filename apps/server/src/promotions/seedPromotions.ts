import type { Language, PromotionAudience, PromotionTerms } from '@portal/contract';
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

type SeedText = { title: string; body: string };

/**
 * The seeded promotions' texts beyond English, by language: each brand gets its default
 * language's text and English (issue 27's rule for seeded content: lucky88 in Chinese, saigon in
 * Vietnamese). A language without texts here gets the English one.
 */
const TRANSLATED: Partial<Record<Language, Record<keyof SeededPromotions, SeedText>>> = {
  CN: {
    welcome: {
      title: '100% 首存迎新红利',
      body:
        '<p>先参加活动，再完成首次存款：即送 <strong>100%</strong> 红利，最高 1,000。' +
        '参加前的存款不计入。</p>' +
        '<p>红利须在 7 天内完成 10 倍流水后方可提款。</p>',
    },
    rebate: {
      title: '无上限每日返水',
      body: '<ul><li>电子 1.2%</li><li>真人 0.8%</li><li>彩票、捕鱼、体育和电竞 1%</li></ul><p>每天 12:00 发放前一天的返水。</p>',
    },
    vipWeek: {
      title: '会员 VIP 周',
      body:
        '<p>VIP 周期间，每位会员玩电子游戏可获 <strong>双倍积分</strong>：' +
        '品牌时间周一 00:00 至周日 24:00。</p>' +
        '<p>每个 VIP 周于周日午夜结束，下一个 VIP 周从周一开始。</p>',
    },
  },
  VI: {
    welcome: {
      title: 'Thưởng chào mừng 100%',
      body:
        '<p>Tham gia, rồi nạp tiền lần đầu: được thưởng <strong>100%</strong> tối đa 1,000. ' +
        'Khoản nạp trước khi tham gia không được tính.</p>' +
        '<p>Tiền thưởng phải cược đủ 10 lần trong 7 ngày trước khi được rút.</p>',
    },
    rebate: {
      title: 'Hoàn trả hằng ngày không giới hạn',
      body: '<ul><li>Slot 1.2%</li><li>Live casino 0.8%</li><li>Xổ số, bắn cá, thể thao và thể thao điện tử 1%</li></ul><p>Trả lúc 12:00 mỗi ngày cho ngày hôm trước.</p>',
    },
    vipWeek: {
      title: 'Tuần lễ VIP cho hội viên',
      body:
        '<p>Trong tuần lễ VIP, mọi hội viên nhận <strong>gấp đôi điểm</strong> khi chơi slot: ' +
        'từ 00:00 thứ Hai đến 24:00 Chủ nhật, giờ của nhà cái.</p>' +
        '<p>Mỗi tuần lễ VIP kết thúc lúc nửa đêm Chủ nhật, tuần kế tiếp bắt đầu vào thứ Hai.</p>',
    },
  },
};

/** A seeded promotion's texts: its own in each language the seed has, English in the rest. */
const textsOf = (seeded: Seeded, languages: readonly Language[]): Record<string, SeedText> =>
  Object.fromEntries(
    [...new Set<Language>(['EN', ...languages])].map((language) => [
      language,
      TRANSLATED[language]?.[seeded.key] ?? { title: seeded.title, body: seeded.body },
    ]),
  );

/** The seeded promotions run from a fixed past day: a seed at any clock shows them running. */
const SEEDED_FROM = new Date('2026-01-01T00:00:00Z');

/**
 * Writes the brand's seeded promotions when missing (a staff edit is never undone by a
 * restart) and returns their ids.
 */
export const seedPromotions = async (
  db: Db,
  merchantId: number,
  languages: readonly Language[],
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
        texts: JSON.stringify(textsOf(s, languages)),
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
