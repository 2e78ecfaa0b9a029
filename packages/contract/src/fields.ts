import * as v from 'valibot';
import { qInt, str } from './call.ts';
import { GAME_CATEGORIES, LANGUAGES } from './enums.ts';
import { RATE_PATTERN } from './rates.ts';

/**
 * Field schemas several calls share. Request fields are bounded (strings by length, arrays
 * by count); response fields stay loose (`v.object` keeps unknown keys out of the output but
 * does not fail on them), so a newer server never breaks an older portal.
 */

/** A provider or game code: vassalage, gameCode, merchant code and the like. */
export const code = (max = 32) => v.pipe(str(max, 1), v.regex(/^[A-Za-z0-9_.-]+$/));

/** A comma list of codes in one query field ("B,PL,PU"). */
export const codeList = (max = 512) =>
  v.pipe(str(max, 1), v.regex(/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/));

/** A mobile number, digits only; the country dialing code travels apart. */
export const mobileNumber = v.pipe(str(20, 4), v.regex(/^\d+$/));
export const dialingCode = v.pipe(str(8, 1), v.regex(/^\+?\d+$/));

/** The wire's `Language` codes; in payloads optional, the header is the fallback. */
export const language = v.picklist(LANGUAGES);

export const gameType = v.picklist(GAME_CATEGORIES);

/** A calendar day in query strings: yyyy-MM-dd. */
export const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Server time stamps: ISO 8601 strings in UTC. */
export const instant = v.string();

/** A percentage rate as a decimal string ("1.25" = 1.25 %), never a float. */
export const rate = v.pipe(v.string(), v.regex(RATE_PATTERN));

/** A game's node in the merchant's game tree: the key favourites and launches use. */
export const nodeId = qInt(1);

/** A row id sent back by the client (requests, contracts, rewards). */
export const rowId = qInt(1);

/** Page request: pageNo counts from 1. */
export const pageQuery = {
  pageNo: v.optional(qInt(1, 100_000), 1),
  pageSize: v.optional(qInt(1, 100), 20),
};

/**
 * A desk's list: one brand's rows (left out, those of every brand in scope), a page at a time.
 * Functions, as `page` is, so that a bundle without the staff calls drops them.
 */
export const deskPageQuery = () =>
  v.strictObject({ merchantCode: v.optional(code(32)), ...pageQuery });

/** A desk's queue: a desk's list of rows at one status (left out, at any). */
export const deskQueueQuery = <const S extends v.PicklistOptions>(statuses: S) =>
  v.strictObject({
    merchantCode: v.optional(code(32)),
    status: v.optional(v.picklist(statuses)),
    ...pageQuery,
  });

/** A page of rows as the deployed clients read it: `{ content, pageNum, totalPages }`. */
export const page = <T extends v.GenericSchema>(row: T) =>
  v.object({ content: v.array(row), pageNum: v.number(), totalPages: v.number() });

/**
 * How many pages `total` rows make at `pageSize` a page, the one rule every list answers by: at
 * least one (an empty list is one empty page, so `pageNum` 1 is never past `totalPages`).
 * Designed here (the deployed clients only read the field); lists used to answer 0 or 1 for none.
 */
export const pageCount = (total: number | bigint | string, pageSize: number): number =>
  Math.max(1, Math.ceil(Number(total) / pageSize));

/** A staff list's page: the page with the count of every row the filter selects. */
export const countedPage = <T extends v.GenericSchema>(row: T) =>
  v.object({ ...page(row).entries, total: v.number() });

/** Image proofs and attachments: png or jpg, under 5MB each (platform-spec sections 5, 9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 3;
/** Base64 grows by 4/3; the prefix `data:image/jpeg;base64,` adds 23 characters. */
const MAX_IMAGE_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 23;
// Designed: uploads travel inline as data URLs, so no separate upload service is needed;
// the server must accept bodies of up to MAX_IMAGES images on the calls that take them.
export const imageUpload = v.pipe(
  v.string(),
  v.maxLength(MAX_IMAGE_CHARS),
  v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/),
);
export const imageUploads = v.pipe(v.array(imageUpload), v.maxLength(MAX_IMAGES));

/** Free-text remark on applications: at most 140 characters (platform-spec section 5). */
export const remark = str(140);

/**
 * What a member sends to sign up for a promotion or apply to one (joinPromotion,
 * applyPromotion): the promotion, and a remark and images when its terms ask for them.
 */
export const promotionApplication = v.object({
  promotionId: rowId,
  remark: v.optional(remark),
  images: v.optional(imageUploads),
});

/** A game as lists show it; enough to launch it (vassalage, gameType, gameId, nodeId). */
export const gameSchema = v.object({
  nodeId: v.number(),
  gameName: v.string(),
  iconUrl: v.string(),
  gameId: v.string(),
  gameCode: v.string(),
  // Designed: lists other than the per-vendor game list mix vendors, so each game names its own.
  // Optional (as every designed field of a shape wire-protocol.md gives) so the portal still
  // reads a deployed platform of the family; our server always sends them.
  vassalage: v.optional(v.string()),
  gameType: v.optional(v.string()),
  // Designed: `iconUrl` on a host picked at random from the brand's imageCDNs; `iconUrl`
  // itself is served by the platform, so it shows even when the CDN hosts are placeholders.
  cdnIconUrl: v.optional(v.string()),
});
export type Game = v.InferOutput<typeof gameSchema>;
