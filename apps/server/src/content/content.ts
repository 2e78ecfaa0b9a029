import type { BannerGroup, Language, NoticeType } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { loadSanitiser, type Sanitiser } from './sanitise.ts';

/** Rows built through the sanitiser, loaded only when there is something to write. */
const sanitised = async <I, R>(
  inputs: readonly I[],
  row: (input: I, sanitise: Sanitiser) => R,
): Promise<R[]> => {
  if (inputs.length === 0) return [];
  const sanitise = await loadSanitiser();
  return inputs.map((input) => row(input, sanitise));
};

/** Texts in other languages than the default's, as staff and the seed write them. */
export type TextsByLanguage = Partial<Record<Language, { title: string; content?: string }>>;

/**
 * The translations column's value: every text through the same sanitiser as the row's own
 * (plain-text title, sanitised rich text), so no language is a way around it.
 */
export const translationsColumn = (
  sanitise: Sanitiser,
  texts: TextsByLanguage | undefined,
): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(texts ?? {}).map(([language, text]) => [
        language,
        { title: sanitise.plainText(text.title), content: sanitise.richText(text.content ?? '') },
      ]),
    ),
  );

export interface AnnouncementInput {
  /** Set by the seed, so a second start finds the row instead of adding it again. */
  seedKey?: string;
  type: NoticeType;
  groupName?: BannerGroup | '';
  title: string;
  content?: string;
  imageUrl?: string;
  linkageType?: string;
  linkage?: string;
  promotionType?: string;
  execution?: 'A' | 'B' | 'F';
  membersOnly?: boolean;
  sort?: number;
  translations?: TextsByLanguage;
}

/**
 * The one way announcements are written (the seed included): the title becomes plain text
 * and the content sanitised rich text before it reaches the table, so every reader of the
 * table gets safe HTML. The portal sanitises again when it shows it.
 */
export const writeAnnouncement = (
  db: Db,
  merchantId: number,
  input: AnnouncementInput,
): Promise<void> => writeAnnouncements(db, merchantId, [input]);

/** Several announcements in one statement (the seed); the same sanitising as one by one. */
export const writeAnnouncements = async (
  db: Db,
  merchantId: number,
  inputs: readonly AnnouncementInput[],
): Promise<void> => {
  const rows = await sanitised(inputs, (input, sanitise) => ({
    merchant_id: merchantId,
    seed_key: input.seedKey ?? null,
    type: input.type,
    group_name: input.groupName ?? '',
    title: sanitise.plainText(input.title),
    content: sanitise.richText(input.content ?? ''),
    image_url: input.imageUrl ?? '',
    linkage_type: input.linkageType ?? null,
    linkage: input.linkage ?? null,
    promotion_type: input.promotionType ?? null,
    execution: input.execution ?? null,
    members_only: input.membersOnly ?? false,
    sort: input.sort ?? 0,
    translations: translationsColumn(sanitise, input.translations),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('announcements')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'seed_key']).doNothing())
    .execute();
};

export interface HelpTopicInput {
  hash: string;
  title: string;
  content: string;
  sort: number;
  translations?: TextsByLanguage;
}

export const writeHelpTopics = async (
  db: Db,
  merchantId: number,
  topics: readonly HelpTopicInput[],
): Promise<void> => {
  const rows = await sanitised(topics, (topic, sanitise) => ({
    merchant_id: merchantId,
    hash: topic.hash,
    title: sanitise.plainText(topic.title),
    content: sanitise.richText(topic.content),
    sort: topic.sort,
    translations: translationsColumn(sanitise, topic.translations),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('help_topics')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'hash']).doNothing())
    .execute();
};

type AnnouncementType = NoticeType;

/** The merchant's announcements of the given types; members-only ones only for a member. */
export const announcementRows = (
  db: Db,
  merchantId: number,
  types: readonly string[],
  forMember: boolean,
  now: Date,
  language: string,
) => {
  // What staff published (the console's content desk), inside its schedule, in the
  // portal's language or for every language.
  let query = db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', types as AnnouncementType[])
    .where('published', '=', true)
    .where((eb) => eb.or([eb('publish_from', 'is', null), eb('publish_from', '<=', now)]))
    .where((eb) => eb.or([eb('publish_until', 'is', null), eb('publish_until', '>', now)]))
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]));
  // Member notices need a session; visitors get the public ones.
  if (!forMember) query = query.where('members_only', '=', false);
  return query.orderBy('type').orderBy('sort').orderBy('id').execute();
};

/** How many sessions a member has opened (1 during the first login). */
export const sessionCount = async (db: Db, memberId: number): Promise<number> => {
  const { count } = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(count);
};

export const helpTopics = (db: Db, merchantId: number) =>
  db
    .selectFrom('help_topics')
    .select(['id', 'hash', 'title', 'content', 'sort', 'translations'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
