import * as v from 'valibot';
import { str } from '../call.ts';
import { LANGUAGES } from '../enums.ts';
import { code, countedPage, pageQuery, rowId } from '../fields.ts';
import { deskCallOf } from './deskCall.ts';
import type { DeskPermission } from './staffDesks.ts';

/**
 * The content desk's names of games and lottery games per language (issue 27: "game names and
 * lottery names carry a text per language, written by staff in the console"). Designed, as the
 * rest of the staff area: the specs show the names only. A game's catalogue name (the vendor's,
 * a lottery game's own) is the fallback every language without a name of its own shows; staff
 * write the others. Two pairs of calls, one per catalogue, since each area keeps its own table.
 * staff.ts joins these calls into `staffCalls`; they need the content desk's permissions.
 */

export const NAMES_AUDIT_ACTIONS = ['content.gameNames', 'content.lotteryNames'] as const;
export const NAMES_AUDIT_TARGETS = ['game', 'lotteryGame'] as const;

const namesDeskCall = deskCallOf<DeskPermission>();

/** The longest name staff may write (the console's field checks the same). */
export const CATALOGUE_NAME_MAX = 100;

/** A name per language; an empty name (or a missing language) shows the fallback. */
const namesIn = v.record(v.picklist(LANGUAGES), v.pipe(str(CATALOGUE_NAME_MAX), v.trim()));

export const staffCatalogueNameSchema = v.object({
  id: v.number(),
  code: v.string(),
  /** The vendor (games) or the lottery group (lottery games). */
  group: v.string(),
  /** The catalogue's name: the fallback. */
  name: v.string(),
  names: v.record(v.picklist(LANGUAGES), v.string()),
});
export type StaffCatalogueName = v.InferOutput<typeof staffCatalogueNameSchema>;

const namesPage = v.object({
  ...countedPage(staffCatalogueNameSchema).entries,
  /** The brand's default language (its readers see the catalogue name unless written). */
  defaultLanguage: v.picklist(LANGUAGES),
});

const listRequest = v.strictObject({
  merchantCode: code(32),
  /** Part of a code or of a name in any language. */
  search: v.optional(v.pipe(str(64), v.trim()), ''),
  ...pageQuery,
});

const saveRequest = v.strictObject({ merchantCode: code(32), id: rowId, names: namesIn });

export const staffNamesCalls = {
  gameNames: namesDeskCall({
    method: 'GET',
    path: '/staff/content/game-names',
    permission: 'content.read',
    request: listRequest,
    response: namesPage,
    summary: "A brand's games with their names per language, by code or name",
  }),
  gameNamesSave: namesDeskCall({
    method: 'PUT',
    path: '/staff/content/game-names',
    permission: 'content.write',
    request: saveRequest,
    response: staffCatalogueNameSchema,
    summary: "Writes a game's names per language (empty: the catalogue name shows)",
  }),
  lotteryNames: namesDeskCall({
    method: 'GET',
    path: '/staff/content/lottery-names',
    permission: 'content.read',
    request: listRequest,
    response: namesPage,
    summary: "A brand's lottery games with their names per language, by code or name",
  }),
  lotteryNamesSave: namesDeskCall({
    method: 'PUT',
    path: '/staff/content/lottery-names',
    permission: 'content.write',
    request: saveRequest,
    response: staffCatalogueNameSchema,
    summary: "Writes a lottery game's names per language (empty: its own name shows)",
  }),
};
