import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandConfigError, brandForHost, DEFAULT_MISSIONS, parseBrand } from './index.ts';
import { BRANDS_DIR, brandDir, loadBrands } from './node.ts';

type Json = Record<string, unknown>;

function brandJson(code: string): Json {
  return JSON.parse(readFileSync(join(BRANDS_DIR, code, 'brand.json'), 'utf8'));
}

/** The message parseBrand throws for `json`, or a failure if it accepts it. */
function parseMessage(json: unknown, file: string): string {
  try {
    parseBrand(json, file);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the brand to be refused');
}

function loadMessage(dir: string): string {
  try {
    loadBrands(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the brands to be refused');
}

describe('the demo brands', () => {
  const brands = loadBrands();
  const lucky88 = brands.find((brand) => brand.code === 'lucky88');
  const sunrise = brands.find((brand) => brand.code === 'sunrise');

  it('load and validate from the repository brands folder', () => {
    expect(brands.map((brand) => brand.code)).toEqual(['lucky88', 'saigon', 'sunrise']);
    expect(lucky88?.merchantCode).toBe('LX88');
    expect(sunrise?.merchantCode).toBe('SR77');
    expect(brandDir('lucky88')).toBe(join(BRANDS_DIR, 'lucky88'));
  });

  it('include a brand in dong, a currency without minor units, with whole amounts', () => {
    const saigon = brands.find((brand) => brand.code === 'saigon');
    expect(saigon?.currency).toBe('VND');
    expect(saigon?.defaultLanguage).toBe('VI');
    expect(saigon?.cashier.depositChannels[0]?.max).toBeGreaterThanOrEqual(500_000);
    // "1" of the lottery is 1,000 dong there: a stake of 2 costs 2,000 (issue 23).
    expect(saigon?.lottery.stakeBase).toBe('1000');
  });

  it('differ in theme, languages, providers, prize modes and switches', () => {
    if (!lucky88 || !sunrise) throw new Error('both demo brands must exist');
    expect(lucky88.theme.colors.primary).not.toBe(sunrise.theme.colors.primary);
    expect(lucky88.theme.fonts.body).not.toBe(sunrise.theme.fonts.body);
    expect(lucky88.theme.radii).not.toEqual(sunrise.theme.radii);

    expect(lucky88.defaultLanguage).toBe('CN');
    expect(lucky88.languages).toHaveLength(18);
    expect(sunrise.defaultLanguage).toBe('EN');
    expect(sunrise.languages).toEqual(['EN', 'TY', 'UR']);

    expect(lucky88.cockfightProviders).toEqual(['DS88', 'DIG']);
    expect(sunrise.cockfightProviders).toEqual(['DIG']);
    expect(lucky88.prizeModes).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
    expect(sunrise.prizeModes).toEqual(['LOTT', 'ELOTT']);

    for (const flag of [
      'FREEPLAY3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'HOURSAL3',
    ] as const) {
      expect(lucky88.features[flag]).toBe(true);
      expect(sunrise.features[flag]).toBe(false);
    }
    expect(lucky88.resources.map((resource) => resource.resourceType)).toEqual([
      'Android',
      'MOBILECONFIG',
    ]);
    expect(sunrise.resources.map((resource) => resource.resourceType)).toEqual(['Android']);
  });

  it('fill in the default agent and trial types when a brand leaves them out', () => {
    expect(brandJson('sunrise')).not.toHaveProperty('agentTypes');
    expect(sunrise?.agentTypes).toEqual([1, 2, 41, 42]);
    expect(sunrise?.trialTypes).toEqual([4]);
  });

  it('carry the lottery caps they set, and the defaults of the rules where they set none', () => {
    expect(lucky88?.lottery).toEqual({
      prizeCapPerOrder: 500_000,
      seaNumberSalesCap: 20_000,
      memberCancel: true,
      menuFirst: 'CN',
      elottOdds: {},
    });
    expect(brandJson('sunrise')).not.toHaveProperty('lottery');
    // lottery-rules: a member may cancel before the lock unless the brand switches it off.
    expect(sunrise?.lottery).toEqual({
      prizeCapPerOrder: 400_000,
      seaNumberSalesCap: 10_000,
      memberCancel: true,
      menuFirst: 'CN',
      elottOdds: {},
    });
    // The Vietnamese brand leads its lottery menu with the Vietnamese regions.
    expect(brands.find((brand) => brand.code === 'saigon')?.lottery.menuFirst).toBe('VN');
  });

  it('are found by the host a request names, with or without a port', () => {
    expect(brandForHost(brands, 'lucky88.localhost:5173')?.code).toBe('lucky88');
    expect(brandForHost(brands, 'SUNRISE.example.com')?.code).toBe('sunrise');
    expect(brandForHost(brands, 'unknown.example.com')).toBeUndefined();
  });
});

describe('parseBrand refuses a bad config with one line naming file, key, found and allowed', () => {
  it('a colour that is not #rrggbb', () => {
    const json = brandJson('lucky88');
    (json.theme as { colors: Json }).colors.primary = 'red';
    expect(parseMessage(json, 'brands/sun/brand.json')).toBe(
      'brands/sun/brand.json: theme.colors.primary: found "red", allowed: a colour like #1a2b3c',
    );
  });

  it('an unknown language', () => {
    const json = brandJson('lucky88');
    (json.languages as string[])[2] = 'XX';
    expect(parseMessage(json, 'brands/moon/brand.json')).toBe(
      'brands/moon/brand.json: languages[2]: found "XX", allowed: one of CN, EN, JA, TH, VI, MY, ES, HI, ID, KM, KO, MS, PT, TA, TW, TY, UR, PT-BR',
    );
  });

  it('a default language the brand does not offer', () => {
    const json = { ...brandJson('sunrise'), defaultLanguage: 'CN' };
    expect(parseMessage(json, 'brands/sunrise/brand.json')).toBe(
      'brands/sunrise/brand.json: defaultLanguage: found "CN", allowed: one of the brand\'s languages EN, TY, UR',
    );
  });

  it('a key the schema does not know', () => {
    const json = brandJson('sunrise');
    (json.theme as Json).colours = {};
    expect(parseMessage(json, 'brands/sunrise/brand.json')).toBe(
      'brands/sunrise/brand.json: theme.colours: found an unknown key, allowed: only the keys colors, fonts, radii, logo, favicon',
    );
  });

  it('a missing key', () => {
    const json = brandJson('sunrise');
    delete (json.support as Json).email;
    expect(parseMessage(json, 'brands/sunrise/brand.json')).toBe(
      'brands/sunrise/brand.json: support.email: found nothing, allowed: an e-mail address like help@example.com',
    );
  });

  it('a lottery cap that is not a positive amount', () => {
    const json = brandJson('lucky88');
    json.lottery = { prizeCapPerOrder: -5 };
    expect(parseMessage(json, 'brands/sun/brand.json')).toMatch(
      /^brands\/sun\/brand\.json: lottery\.prizeCapPerOrder: found -5, allowed: /,
    );
  });

  it('an amount with more places than the brand currency has', () => {
    const json = brandJson('lucky88');
    json.currency = 'VND';
    json.lottery = { prizeCapPerOrder: 10.5 };
    json.cashier = { withdrawal: { min: 50_000, max: 0.25, dailyCount: 5, turnoverMultiple: 1 } };
    const message = parseMessage(json, 'brands/sun/brand.json');
    expect(message).toContain(
      'lottery.prizeCapPerOrder: found 10.5, allowed: a whole amount in VND, which has no minor unit',
    );
    expect(message).toContain('cashier.withdrawal.max: found 0.25, allowed: a whole amount in VND');
    expect(message).not.toContain('cashier.withdrawal.min');
    // The same amounts are fine where the currency has the places, and KWD has three.
    json.currency = 'KWD';
    json.lottery = { prizeCapPerOrder: 10.125 };
    expect(parseBrand(json, 'brands/sun/brand.json').lottery.prizeCapPerOrder).toBe(10.125);
    json.currency = 'CNY';
    expect(parseMessage(json, 'brands/sun/brand.json')).toContain(
      'lottery.prizeCapPerOrder: found 10.125, allowed: an amount in CNY with at most 2 decimals',
    );
  });

  it('a stake base that is not a multiple of 100 minor units, or not a decimal string', () => {
    const json = brandJson('lucky88');
    json.currency = 'VND';
    json.lottery = { stakeBase: '1050' };
    expect(parseMessage(json, 'brands/sun/brand.json')).toBe(
      'brands/sun/brand.json: lottery.stakeBase: found "1050", allowed: a decimal string of an amount in VND above 0 and at most 100000000, a whole multiple of 100 (like "1000"), so that jiao and fen, a tenth and a hundredth of it, are whole amounts of VND',
    );
    json.lottery = { stakeBase: '0' };
    expect(parseMessage(json, 'brands/sun/brand.json')).toMatch(/lottery\.stakeBase: found "0"/);
    json.lottery = { stakeBase: 1000 };
    expect(parseMessage(json, 'brands/sun/brand.json')).toBe(
      'brands/sun/brand.json: lottery.stakeBase: found 1000, allowed: a decimal string of an amount like "1000" or "1.00"',
    );
    // In CNY, 0.50 is 50 fen: its fen would be half a fen.
    json.currency = 'CNY';
    json.lottery = { stakeBase: '0.50' };
    expect(parseMessage(json, 'brands/sun/brand.json')).toContain(
      'lottery.stakeBase: found "0.50", allowed: a decimal string of an amount in CNY above 0 and at most 1000000.00, a whole multiple of 1.00 (like "1.00")',
    );
    json.lottery = { stakeBase: '10' };
    expect(parseBrand(json, 'brands/sun/brand.json').lottery.stakeBase).toBe('10');
    // Absent, the currency's default applies (the brand says nothing).
    json.lottery = {};
    expect(parseBrand(json, 'brands/sun/brand.json').lottery.stakeBase).toBeUndefined();
  });

  it('a cancellation switch that is not true or false', () => {
    const json = brandJson('lucky88');
    json.lottery = { memberCancel: 'no' };
    expect(parseMessage(json, 'brands/sun/brand.json')).toBe(
      'brands/sun/brand.json: lottery.memberCancel: found "no", allowed: true or false',
    );
  });

  it('Elott odds that are not decimal odds above 1, or a key that is not a play', () => {
    const json = brandJson('lucky88');
    json.lottery = { elottOdds: { 'K3.sum': 0.5 } };
    expect(parseMessage(json, 'brands/sun/brand.json')).toBe(
      'brands/sun/brand.json: lottery.elottOdds["K3.sum"]: found 0.5, allowed: decimal odds from 1.01 to 100000 with at most two decimals, like 1.94',
    );
    json.lottery = { elottOdds: { 'sum of ten': 2 } };
    expect(parseMessage(json, 'brands/sun/brand.json')).toMatch(
      /allowed: a play code like K3\.sum/,
    );
    json.lottery = { elottOdds: { 'K3.sum': 1.5, 'K3.sum:0:10': 7.25 } };
    expect(parseBrand(json, 'brands/sun/brand.json').lottery.elottOdds).toEqual({
      'K3.sum': 1.5,
      'K3.sum:0:10': 7.25,
    });
  });

  it('a language listed twice', () => {
    const json = { ...brandJson('sunrise'), languages: ['EN', 'TY', 'EN'] };
    expect(parseMessage(json, 'brands/sunrise/brand.json')).toBe(
      'brands/sunrise/brand.json: languages[2]: found "EN" a second time, allowed: each language once',
    );
  });

  it('a link that would run script', () => {
    const json = brandJson('sunrise');
    (json.support as Json).liveChatUrl = 'javascript:alert(1)';
    expect(parseMessage(json, 'brands/sunrise/brand.json')).toBe(
      'brands/sunrise/brand.json: support.liveChatUrl: found "javascript:alert(1)", allowed: an absolute URL starting with https:// or http://',
    );
  });

  it('every issue at once, one line each, when there are several', () => {
    const { languages, ...json } = brandJson('sunrise');
    expect(parseMessage({ ...json, langauges: languages }, 'brands/sunrise/brand.json')).toBe(
      [
        'brands/sunrise/brand.json: languages: found nothing, allowed: a list of at least one language, each one of CN, EN, JA, TH, VI, MY, ES, HI, ID, KM, KO, MS, PT, TA, TW, TY, UR, PT-BR',
        'brands/sunrise/brand.json: langauges: found an unknown key, allowed: only the keys code, merchantCode, name, platform, lotteryType, currency, currencySymbol, timeZone, defaultLanguage, languages, cockfightProviders, prizeModes, features, agentTypes, trialTypes, domains, theme, support, licence, copyright, imageCDNs, launchGameCDNs, resources, socialLogin, cashier, points, agentTransfer, lottery, missions, vipLevels, analytics',
      ].join('\n'),
    );
  });
});

describe('loadBrands checks what one file cannot', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** A brands folder holding copies of the demo brands, edited by `edit` per folder. */
  function brandsFolder(edit: (folder: string, json: Json) => void): string {
    root = mkdtempSync(join(tmpdir(), 'brand-test-'));
    const dir = join(root, 'brands');
    mkdirSync(dir);
    for (const code of ['lucky88', 'sunrise']) {
      cpSync(join(BRANDS_DIR, code), join(dir, code), { recursive: true });
      const json = brandJson(code);
      edit(code, json);
      writeFileSync(join(dir, code, 'brand.json'), JSON.stringify(json));
    }
    return dir;
  }

  it('a logo file that is not in the brand folder', () => {
    const dir = brandsFolder(() => {});
    rmSync(join(dir, 'sunrise', 'logo.svg'));
    expect(loadMessage(dir)).toBe(
      'brands/sunrise/brand.json: theme.logo: found "logo.svg", which is not a file in brands/sunrise, allowed: a file in the brand folder, like logo.svg',
    );
  });

  it('a folder named other than the brand code', () => {
    const dir = brandsFolder((folder, json) => {
      if (folder === 'sunrise') json.code = 'sunset';
    });
    expect(loadMessage(dir)).toBe(
      'brands/sunrise/brand.json: code: found "sunset", allowed: "sunrise", the name of the brand\'s folder',
    );
  });

  it('a merchant code or a domain that two brands share', () => {
    const dir = brandsFolder((folder, json) => {
      if (folder === 'sunrise') {
        json.merchantCode = 'LX88';
        json.domains = ['sunrise.localhost', 'lucky88.example.com'];
      }
    });
    expect(loadMessage(dir)).toBe(
      [
        'brands/sunrise/brand.json: merchantCode: found "LX88", which brands/lucky88/brand.json uses too, allowed: a merchant code no other brand uses',
        'brands/sunrise/brand.json: domains[1]: found "lucky88.example.com", which brands/lucky88/brand.json serves too, allowed: a host name no other brand serves',
      ].join('\n'),
    );
  });

  it('a brand.json that is not JSON, or is missing', () => {
    const dir = brandsFolder(() => {});
    writeFileSync(join(dir, 'lucky88', 'brand.json'), '{ "code": "lucky88", }');
    rmSync(join(dir, 'sunrise', 'brand.json'));
    const lines = loadMessage(dir).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^brands\/lucky88\/brand\.json: \(whole file\): found text that is not JSON \(.+\), allowed: a JSON object$/,
    );
    expect(lines[1]).toBe(
      'brands/sunrise/brand.json: (whole file): found no such file, allowed: a brand.json in every brand folder',
    );
  });

  it('refuses a brand code that would leave the brands folder', () => {
    expect(() => brandDir('../etc')).toThrow(
      'brands: code: found "../etc", allowed: a brand code of 2 to 32 lowercase letters, digits and dashes, starting with a letter',
    );
  });
});

describe('a brand time zone', () => {
  it('is an IANA zone when given', () => {
    const json = brandJson('sunrise');
    expect(parseMessage({ ...json, timeZone: 'Mars/Olympus' }, 'brands/sunrise/brand.json')).toBe(
      'brands/sunrise/brand.json: timeZone: found "Mars/Olympus", allowed: an IANA time zone like Asia/Shanghai',
    );
  });
});

describe('missions in brand.json', () => {
  const sunrise = brandJson('sunrise');

  it('default to ours when a brand names none, and an empty list means none', () => {
    const { missions: _, ...without } = sunrise;
    expect(parseBrand(without, 'b.json').missions).toEqual(DEFAULT_MISSIONS.map((m) => ({ ...m })));
    expect(parseBrand({ ...sunrise, missions: [] }, 'b.json').missions).toEqual([]);
  });

  it('refuses a repeated id, an unknown kind and a fractional count', () => {
    const base = { period: 'daily', kind: 'lotteryOrders', target: 3, reward: 1 };
    expect(
      parseMessage(
        {
          ...sunrise,
          missions: [
            { id: 7, ...base },
            { id: 7, ...base },
          ],
        },
        'b.json',
      ),
    ).toBe('b.json: missions[1].id: found 7 a second time, allowed: each mission id once');
    expect(
      parseMessage({ ...sunrise, missions: [{ id: 1, ...base, kind: 'slotSpins' }] }, 'b.json'),
    ).toBe(
      'b.json: missions[0].kind: found "slotSpins", allowed: one of lotteryStake, lotteryOrders, lotteryDrawsWon',
    );
    expect(
      parseMessage({ ...sunrise, missions: [{ id: 1, ...base, target: 2.5 }] }, 'b.json'),
    ).toMatch(/^b\.json: missions\[0\]: found .*, allowed: a target above 0/);
  });
});
