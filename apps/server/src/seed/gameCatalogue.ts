import type { Brand } from '@portal/brand';
import type { GameCategory } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { DEMO_VENDOR } from '../games/gameRows.ts';
import { seededNames } from './contentTexts.ts';

/** How a vendor card opens: a game-list popup, or one game launched directly. */
export type CardKind = 'VASSALAGE' | 'GAME';

/** Which of the demo vendor's playable pages a game opens in. */
export type Engine = 'slot' | 'dice';

interface VendorSeed {
  vassalage: string;
  displayName: string;
  /** The lane the card shows in. */
  category: GameCategory;
  /** The vendor's own type, sent with its launches; differs from `category` for moved vendors. */
  gameType: GameCategory;
  vendorType?: string;
}

const v = (
  vassalage: string,
  displayName: string,
  category: GameCategory,
  gameType: GameCategory = category,
  vendorType = '',
): VendorSeed => ({ vassalage, displayName, category, gameType, vendorType });

/**
 * The vendors of every brand, lane by lane. Moved vendors (platform-spec: "some vendors are
 * moved between categories") keep their own game type: TCG's lottery shows under e-lottery,
 * SABA's virtual sports under e-sports, Fa Chai's fishing slots under fishing.
 */
const VENDORS: readonly VendorSeed[] = [
  v('SABA', 'SABA Sports', 'SPORTS'),
  v('BTI', 'BTi Sports', 'SPORTS'),
  v('IMSB', 'IM Sports', 'SPORTS'),
  v('CMD', 'CMD368', 'SPORTS'),
  v('PINNACLE', 'Pinnacle', 'SPORTS'),
  v('SBO', 'SBOBET', 'SPORTS'),
  v(DEMO_VENDOR, 'Demo Sports', 'SPORTS'),
  v('TFG', 'TF Gaming', 'ESPORTS'),
  v('IMES', 'IM eSports', 'ESPORTS'),
  v('AVIA', 'AVIA eSports', 'ESPORTS'),
  v('SABAVS', 'SABA Virtual Sports', 'ESPORTS', 'SPORTS'),
  v(DEMO_VENDOR, 'Demo eSports', 'ESPORTS'),
  v('AG', 'Asia Gaming', 'LIVE'),
  v('EVO', 'Evolution', 'LIVE'),
  v('SEXY', 'AE Sexy', 'LIVE'),
  v('DG', 'Dream Gaming', 'LIVE'),
  v('WM', 'WM Casino', 'LIVE'),
  v('PPLIVE', 'Pragmatic Live', 'LIVE'),
  v(DEMO_VENDOR, 'Demo Live', 'LIVE'),
  v('GPI', 'GPI Lottery', 'LOTT', 'LOTT', 'GPI'),
  v('VR', 'VR Lottery', 'LOTT', 'LOTT', 'VR'),
  v('SGWIN', 'SGWin Lottery', 'LOTT'),
  v('LOTTO', 'Lotto Asia', 'LOTT'),
  v('TCG', 'TCG Lottery', 'ELOTT', 'LOTT'),
  v('GW', 'Great Wall', 'ELOTT'),
  v('LUCKY', 'Lucky Lottery', 'ELOTT'),
  v('ELOTTO', 'E-Lotto', 'ELOTT'),
  v('KY', 'Kaiyuan', 'PVP'),
  v('LEG', 'Leg Gaming', 'PVP'),
  v('V8', 'V8 Poker', 'PVP'),
  v('BL', 'Boole Gaming', 'PVP'),
  v(DEMO_VENDOR, 'Demo Tables', 'PVP'),
  v('JDBFISH', 'JDB Fishing', 'FISH'),
  v('JILIFISH', 'JILI Fishing', 'FISH'),
  v('FC', 'Fa Chai', 'FISH', 'RNG'),
  v('CQ9FISH', 'CQ9 Fishing', 'FISH'),
  v(DEMO_VENDOR, 'Demo Fishing', 'FISH'),
  v(DEMO_VENDOR, 'Demo Slots', 'RNG'),
  v('PG', 'PG Soft', 'RNG'),
  v('PP', 'Pragmatic Play', 'RNG'),
  v('JILI', 'JILI Games', 'RNG'),
  v('CQ9', 'CQ9 Gaming', 'RNG'),
  v('MG', 'Microgaming', 'RNG'),
  v('HABA', 'Habanero', 'RNG'),
  v('JDB', 'JDB Gaming', 'RNG'),
];

const COCKFIGHT_NAMES: Readonly<Record<string, string>> = { DS88: 'DS88 Sabong', DIG: 'Digmaan' };

/** Vendors that answer a game-list popup; the others launch one game (their lobby). */
const LIST_CATEGORIES: ReadonlySet<GameCategory> = new Set(['RNG', 'FISH', 'PVP']);

const cardKindOf = (category: GameCategory): CardKind =>
  LIST_CATEGORIES.has(category) ? 'VASSALAGE' : 'GAME';

const engineOf = (gameType: string): Engine => (gameType === 'RNG' ? 'slot' : 'dice');

const NAME_PARTS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  RNG: [
    [
      'Lucky',
      'Golden',
      'Mighty',
      'Wild',
      'Mystic',
      'Royal',
      'Crazy',
      'Sweet',
      'Jade',
      'Phoenix',
      'Lotus',
      'Thunder',
      'Neon',
      'Samurai',
      'Panda',
      'Tiger',
    ],
    [
      'Fruits',
      'Gems',
      'Riches',
      'Empire',
      'Dynasty',
      'Bonanza',
      'Spins',
      'Kingdom',
      'Temple',
      'Quest',
      'Jackpot',
      'Reels',
      'Legends',
      'Carnival',
      'Koi',
      'Gold',
    ],
  ],
  FISH: [
    ['Ocean', 'Deep Sea', 'Golden', 'Dragon', 'Mega', 'Shark', 'Royal', 'Happy', 'Crazy', 'Coral'],
    ['Fishing', 'Hunter', 'King', 'Catch', 'Legend', 'Reef', 'Battle', 'Paradise', 'Blast'],
  ],
  PVP: [
    [
      "Texas Hold'em",
      'Niu Niu',
      'Baccarat',
      'Dragon Tiger',
      'Blackjack',
      'Mahjong',
      'Dou Di Zhu',
      'Pai Gow',
      'Sic Bo',
      'Teen Patti',
      'Rummy',
      'Fan Tan',
      'Three Card Poker',
      'Golden Flower',
      'Thirteen Cards',
      'Pusoy',
      'Tongits',
      'Big Two',
    ],
    ['', ' Speed', ' VIP', ' Classic'],
  ],
};

const RNG_CLASSES = ['SLOT', 'SLOT', 'SLOT', 'TABLE', 'ARCADE', 'JACKPOT', 'SCRATCH'] as const;

/** A small seeded generator: the catalogue is the same at every start and on every machine. */
const seededRandom = (seed: string): (() => number) => {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface GameSeed {
  vassalage: string;
  gameType: GameCategory;
  gameId: string;
  gameCode: string;
  gameName: string;
  classify: string;
  engine: Engine;
  hot: boolean;
  sort: number;
}

const DEMO_GAMES: Readonly<Partial<Record<GameCategory, readonly [string, string][]>>> = {
  RNG: [
    ['slot', 'Lucky Fruits'],
    ['gems', 'Jade Gems'],
    ['dragon', 'Dragon Reels'],
  ],
  FISH: [['fish', 'Ocean Catch']],
  PVP: [['hilo', 'High or Low']],
};

/** The games of one vendor card: a list for list vendors, else the one lobby game. */
const gamesOf = (vendor: VendorSeed, brand: Brand): GameSeed[] => {
  const engine = engineOf(vendor.gameType);
  const code = vendor.vassalage;
  if (cardKindOf(vendor.category) === 'GAME') {
    return [
      {
        vassalage: code,
        gameType: vendor.gameType,
        gameId: 'lobby',
        gameCode: `${code}_LOBBY`,
        gameName: vendor.displayName,
        classify: '',
        engine,
        hot: code === DEMO_VENDOR,
        sort: 0,
      },
    ];
  }
  if (code === DEMO_VENDOR) {
    return (DEMO_GAMES[vendor.category] ?? []).map(([id, name], index) => ({
      vassalage: code,
      gameType: vendor.gameType,
      gameId: `demo-${id}`,
      gameCode: `DEMO_${id.toUpperCase()}`,
      gameName: name,
      classify: vendor.category === 'RNG' ? 'SLOT' : '',
      engine,
      hot: true,
      sort: index,
    }));
  }
  const random = seededRandom(`${code}:${vendor.category}`);
  const [first, second] = NAME_PARTS[vendor.category] ?? NAME_PARTS.RNG ?? [[], []];
  const names = first.flatMap((a) =>
    second.map((b) => (vendor.category === 'PVP' ? a + b : `${a} ${b}`)),
  );
  // Fisher-Yates with the seeded generator, then a vendor-specific count of 20 to 60.
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = names[i];
    const b = names[j];
    if (a !== undefined && b !== undefined) {
      names[i] = b;
      names[j] = a;
    }
  }
  const count = Math.min(names.length, 20 + Math.floor(random() * 41));
  const classes: readonly string[] = brand.languages.includes('TY')
    ? [...RNG_CLASSES, 'BINGO']
    : RNG_CLASSES;
  return names.slice(0, count).map((gameName, index) => ({
    vassalage: code,
    gameType: vendor.gameType,
    gameId: `${code.toLowerCase()}-${String(index + 1).padStart(3, '0')}`,
    gameCode: `${code}_${index + 1}`,
    gameName,
    classify:
      vendor.category === 'RNG' ? (classes[Math.floor(random() * classes.length)] ?? 'SLOT') : '',
    engine,
    hot: index % 9 === 0,
    sort: index + 1,
  }));
};

/** Every vendor card of a brand, lanes in category order, cockfight from the brand's providers. */
const vendorsOf = (brand: Brand): VendorSeed[] => [
  ...VENDORS,
  ...brand.cockfightProviders.map((provider) =>
    v(provider, COCKFIGHT_NAMES[provider] ?? provider, 'COCKFIGHT'),
  ),
];

/**
 * Writes the brand's catalogue. Safe at every start: rows are keyed by vendor and game, and
 * an existing row is left as it is (an operator may have changed it).
 */
export const seedCatalogue = async (db: Db, merchantId: number, brand: Brand): Promise<void> => {
  const vendors = vendorsOf(brand);
  await db
    .insertInto('game_vendors')
    .values(
      vendors.map((vendor, index) => ({
        merchant_id: merchantId,
        vassalage: vendor.vassalage,
        display_name: vendor.displayName,
        category: vendor.category,
        game_type: vendor.gameType,
        is_game: cardKindOf(vendor.category),
        vendor_type: vendor.vendorType ?? '',
        sort: index,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const seen = new Set<string>();
  const games = vendors
    .flatMap((vendor) => gamesOf(vendor, brand))
    .filter((game) => {
      const key = `${game.vassalage}:${game.gameType}:${game.gameId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  await db
    .insertInto('games')
    .values(
      games.map((game) => ({
        merchant_id: merchantId,
        vassalage: game.vassalage,
        game_type: game.gameType,
        game_id: game.gameId,
        game_code: game.gameCode,
        game_name: game.gameName,
        // The catalogue's name is the fallback; a brand that speaks Chinese or Vietnamese gets
        // the demo games' names in them (issue 27).
        names: JSON.stringify(seededNames('games', game.gameCode, game.gameName, brand.languages)),
        classify: game.classify,
        engine: game.engine,
        hot: game.hot,
        sort: game.sort,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
};
