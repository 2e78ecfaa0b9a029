import { majorNumberToMinor, minorDigits, parseStakeBase, stakeBaseRule } from '@portal/contract';
import * as v from 'valibot';
import { type Brand, brandSchema } from './schema.ts';

/** One thing wrong in a brand config: where, what was there, and what may be there. */
export interface BrandIssue {
  /** The config file as the operator knows it, e.g. brands/lucky88/brand.json. */
  file: string;
  /** Key path inside the file, e.g. theme.colors.primary or languages[2]. */
  key: string;
  found: string;
  allowed: string;
}

/** Renders an issue as the one line an operator sees. */
export function formatBrandIssue(issue: BrandIssue): string {
  return `${issue.file}: ${issue.key}: found ${issue.found}, allowed: ${issue.allowed}`;
}

/** A brand config that cannot be used. The message holds one line per issue. */
export class BrandConfigError extends Error {
  readonly issues: readonly BrandIssue[];

  constructor(issues: readonly BrandIssue[]) {
    super(issues.map(formatBrandIssue).join('\n'));
    this.name = 'BrandConfigError';
    this.issues = issues;
  }
}

/** The key of the whole document, for issues that are not about one key. */
export const WHOLE_FILE = '(whole file)';

/**
 * Validates a parsed brand.json. Throws a BrandConfigError listing every issue found, each naming
 * the file, the key, the value found and what is allowed. Files on disk and rules across brands
 * are the node loader's job.
 */
export function parseBrand(json: unknown, file: string): Brand {
  const result = v.safeParse(brandSchema, json, {
    abortPipeEarly: true,
    // Reached only by a schema without its own description; keeps the message readable anyway.
    message: (issue) => issue.expected ?? 'a valid value',
  });
  if (!result.success) {
    throw new BrandConfigError(result.issues.map((issue) => schemaIssue(issue, file)));
  }
  const issues = crossFieldIssues(result.output, file);
  if (issues.length > 0) throw new BrandConfigError(issues);
  return result.output;
}

type SchemaIssue = v.InferIssue<typeof brandSchema>;

function schemaIssue(issue: SchemaIssue, file: string): BrandIssue {
  const path = issue.path ?? [];
  const key = keyPath(path.map((item) => item.key));
  // A key the schema does not know arrives with the key itself as input; say so instead.
  const unknownKey = issue.type === 'strict_object' && issue.expected === 'never';
  const found = unknownKey ? 'an unknown key' : describeValue(issue.input);
  return { file, key, found, allowed: issue.message };
}

/** theme.colors.primary, languages[2], features["PT-BR"] */
export function keyPath(keys: readonly unknown[]): string {
  let path = '';
  for (const key of keys) {
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) {
      path += path === '' ? key : `.${key}`;
    } else path += `[${JSON.stringify(String(key))}]`;
  }
  return path === '' ? WHOLE_FILE : path;
}

/** A value as the operator wrote it, short enough for one line. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  }
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function crossFieldIssues(brand: Brand, file: string): BrandIssue[] {
  const issues: BrandIssue[] = [];
  if (!brand.languages.includes(brand.defaultLanguage)) {
    issues.push({
      file,
      key: 'defaultLanguage',
      found: describeValue(brand.defaultLanguage),
      allowed: `one of the brand's languages ${brand.languages.join(', ')}`,
    });
  }
  const lists: [string, readonly (string | number)[], string][] = [
    ['languages', brand.languages, 'each language once'],
    ['cockfightProviders', brand.cockfightProviders, 'each provider once'],
    ['prizeModes', brand.prizeModes, 'each prize mode once'],
    ['agentTypes', brand.agentTypes, 'each member type once'],
    ['trialTypes', brand.trialTypes, 'each member type once'],
    ['domains', brand.domains, 'each host name once'],
    ['imageCDNs', brand.imageCDNs, 'each host once'],
    ['launchGameCDNs', brand.launchGameCDNs, 'each host once'],
  ];
  for (const [name, list, allowed] of lists) {
    list.forEach((item, index) => {
      if (list.indexOf(item) !== index) {
        issues.push({ file, key: `${name}[${index}]`, found: repeated(item), allowed });
      }
    });
  }
  // The portal looks a resource up by its type, so a second one of a type would never show.
  const types = brand.resources.map((resource) => resource.resourceType);
  types.forEach((type, index) => {
    if (types.indexOf(type) !== index) {
      issues.push({
        file,
        key: `resources[${index}].resourceType`,
        found: repeated(type),
        allowed: 'each resource type once',
      });
    }
  });
  // A claim and its ledger key name the mission by id: two missions must not share one.
  const missionIds = brand.missions.map((m) => m.id);
  missionIds.forEach((id, index) => {
    if (missionIds.indexOf(id) !== index) {
      issues.push({
        file,
        key: `missions[${index}].id`,
        found: repeated(id),
        allowed: 'each mission id once',
      });
    }
  });
  brand.trialTypes.forEach((type, index) => {
    if (brand.agentTypes.includes(type)) {
      issues.push({
        file,
        key: `trialTypes[${index}]`,
        found: `${type}, which is also in agentTypes`,
        allowed: 'a member type that is not an agent type',
      });
    }
  });
  issues.push(...currencyIssues(brand, file));
  return issues;
}

/** Every amount of the config in the brand's currency (major units), keyed as the file names it. */
function brandAmounts(brand: Brand): [string, number][] {
  const { cashier, lottery, missions, vipLevels } = brand;
  return [
    ...cashier.depositChannels.flatMap((c, i): [string, number][] => [
      [`cashier.depositChannels[${i}].min`, c.min],
      [`cashier.depositChannels[${i}].max`, c.max],
    ]),
    ['cashier.withdrawal.min', cashier.withdrawal.min],
    ['cashier.withdrawal.max', cashier.withdrawal.max],
    ['lottery.prizeCapPerOrder', lottery.prizeCapPerOrder],
    ['lottery.seaNumberSalesCap', lottery.seaNumberSalesCap],
    ...missions.flatMap((m, i): [string, number][] => [
      [`missions[${i}].reward`, m.reward],
      ...(m.kind === 'lotteryStake'
        ? [[`missions[${i}].target`, m.target] as [string, number]]
        : []),
    ]),
    ...vipLevels.flatMap((l, i): [string, number][] => [
      [`vipLevels[${i}].validBet`, l.validBet],
      ...(l.gift > 0 ? [[`vipLevels[${i}].gift`, l.gift] as [string, number]] : []),
    ]),
  ];
}

/**
 * The schema takes an amount with up to three places (the most any currency has); whether it
 * fits the brand's own currency (a VND brand may not say 10.50) needs the currency, so it is
 * checked here, in ISO 4217's places through the contract's money module.
 */
function currencyIssues(brand: Brand, file: string): BrandIssue[] {
  const places = minorDigits(brand.currency);
  const allowed =
    places === 0
      ? `a whole amount in ${brand.currency}, which has no minor unit`
      : `an amount in ${brand.currency} with at most ${places} decimals`;
  const issues = brandAmounts(brand)
    .filter(([, amount]) => !majorNumberToMinor(amount, brand.currency).ok)
    .map(([key, amount]) => ({ file, key, found: describeValue(amount), allowed }));
  const { stakeBase } = brand.lottery;
  if (stakeBase !== undefined && !parseStakeBase(stakeBase, brand.currency).ok) {
    issues.push({
      file,
      key: 'lottery.stakeBase',
      found: describeValue(stakeBase),
      allowed: stakeBaseRule(brand.currency),
    });
  }
  return issues;
}

const repeated = (value: string | number) => `${describeValue(value)} a second time`;
