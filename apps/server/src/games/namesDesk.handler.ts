import {
  LANGUAGES,
  type Language,
  pageCount,
  type StaffCallOutput,
  type StaffCallParsed,
  type StaffCatalogueName,
} from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import { merchantInScope } from '../staff/merchantScope.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';

/**
 * A catalogue whose names staff write per language (issue 27): the games' here, the lottery
 * games' in the lottery area, which hands its own table to these functions (the table stays
 * its area's: only the area that owns it names it). Both keep the catalogue's name as the
 * fallback and the written names in a `names` jsonb column (migrations 0046 and 0047).
 */
export interface NamedCatalogue {
  table: 'games' | 'lottery_games';
  /** The column staff see as the group: the vendor, or the lottery group. */
  group: 'vassalage' | 'group_code';
  action: 'content.gameNames' | 'content.lotteryNames';
}

interface NameRow {
  id: number;
  code: string;
  group: string;
  name: string;
  names: Record<string, string>;
}

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

const rowOut = (row: NameRow): StaffCatalogueName => ({
  id: row.id,
  code: row.code,
  group: row.group,
  name: row.name,
  names: Object.fromEntries(Object.entries(row.names).filter(([language]) => isLanguage(language))),
});

const columns = (catalogue: NamedCatalogue) =>
  sql`id, game_code AS code, ${sql.ref(catalogue.group)} AS "group", game_name AS name, names`;

const defaultLanguageOf = async (ctx: StaffContext, merchantCode: string): Promise<Language> => {
  const language = (await ctx.staffServices.platform.merchants.byMerchantCode(merchantCode))?.brand
    .defaultLanguage;
  return language && isLanguage(language) ? language : 'EN';
};

/** A page of the brand's catalogue, by part of a code or of a name in any language. */
export const catalogueNames = async (
  catalogue: NamedCatalogue,
  input: StaffCallParsed<'gameNames'>,
  ctx: StaffContext,
): Promise<StaffCallOutput<'gameNames'>> => {
  const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
  const pattern = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`merchant_id = ${merchant.id} AND (${input.search} = ''
    OR game_code ILIKE ${pattern} OR game_name ILIKE ${pattern}
    OR EXISTS (SELECT 1 FROM jsonb_each_text(names) AS n WHERE n.value ILIKE ${pattern}))`;
  const table = sql.table(catalogue.table);
  const [count, rows, defaultLanguage] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n FROM ${table} WHERE ${where}`.execute(ctx.db),
    sql<NameRow>`SELECT ${columns(catalogue)} FROM ${table} WHERE ${where}
      ORDER BY sort, id LIMIT ${input.pageSize} OFFSET ${(input.pageNo - 1) * input.pageSize}`.execute(
      ctx.db,
    ),
    defaultLanguageOf(ctx, merchant.merchantCode),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    content: rows.rows.map(rowOut),
    pageNum: input.pageNo,
    totalPages: pageCount(total, input.pageSize),
    total,
    defaultLanguage,
  };
};

/**
 * Writes one item's names: a language left empty has no name of its own (the catalogue's
 * shows). Audited with the names before and after.
 */
export const saveCatalogueNames = async (
  catalogue: NamedCatalogue,
  input: StaffCallParsed<'gameNamesSave'>,
  ctx: StaffContext,
): Promise<StaffCallOutput<'gameNamesSave'>> => {
  const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
  const table = sql.table(catalogue.table);
  const before = await sql<NameRow>`SELECT ${columns(catalogue)} FROM ${table}
    WHERE id = ${input.id} AND merchant_id = ${merchant.id} FOR UPDATE`.execute(ctx.db);
  const old = before.rows[0];
  if (!old) throw new CatalogueError('not.found');
  const names = Object.fromEntries(Object.entries(input.names).filter(([, name]) => name !== ''));
  const after = await sql<NameRow>`UPDATE ${table} SET names = ${JSON.stringify(names)}::jsonb
    WHERE id = ${old.id} RETURNING ${columns(catalogue)}`.execute(ctx.db);
  const row = after.rows[0];
  if (!row) throw new CatalogueError('not.found');
  await ctx.audit({
    action: catalogue.action,
    targetType: catalogue.table === 'games' ? 'game' : 'lotteryGame',
    targetId: row.code,
    merchantId: merchant.id,
    before: { names: old.names },
    after: { names: row.names },
  });
  return rowOut(row);
};

const GAMES: NamedCatalogue = { table: 'games', group: 'vassalage', action: 'content.gameNames' };

/** The content desk's game names per language (issue 27). */
export const gameNamesHandlers: Pick<StaffHandlerMap, 'gameNames' | 'gameNamesSave'> = {
  gameNames: (input, ctx) => catalogueNames(GAMES, input, ctx),
  gameNamesSave: (input, ctx) => saveCatalogueNames(GAMES, input, ctx),
};
