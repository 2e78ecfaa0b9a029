import type {
  Language,
  StaffAnnouncement,
  StaffCallParsed,
  StaffHelpTopic,
} from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Translations } from '../db/schema.ts';
import { merchantIdsInScope, merchantInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import type { StaffDb, StaffTrx } from '../staff/staffDb.ts';
import { translationsColumn } from './content.ts';
import { uploadStaffImage } from './imageUpload.handler.ts';
import { loadSanitiser } from './sanitise.ts';

/** The brand's default language: the language of an item's own title and content. */
const defaultLanguage = sql<Language>`coalesce(m.brand->>'defaultLanguage', 'EN')`.as(
  'default_language',
);

/** The stored translations as the wire has them (the column is written only by translationsColumn). */
const translationsOf = (translations: Translations) =>
  translations as StaffAnnouncement['translations'];

const announcementRows = (db: StaffDb | StaffTrx) =>
  db
    .selectFrom('announcements as a')
    .innerJoin('merchants as m', 'm.id', 'a.merchant_id')
    .select([
      'a.id',
      'a.merchant_id',
      'm.merchant_code',
      'a.type',
      'a.group_name',
      'a.language',
      'a.title',
      'a.content',
      'a.image_url',
      'a.linkage_type',
      'a.linkage',
      'a.execution',
      'a.members_only',
      'a.sort',
      'a.published',
      'a.publish_from',
      'a.publish_until',
      'a.updated_at',
      'a.translations',
      defaultLanguage,
    ]);
type AnnouncementRow = Awaited<
  ReturnType<ReturnType<typeof announcementRows>['executeTakeFirstOrThrow']>
>;

const announcementOf = (row: AnnouncementRow): StaffAnnouncement => ({
  id: row.id,
  merchantCode: row.merchant_code,
  type: row.type,
  groupName: row.group_name,
  language: row.language as Language | null,
  title: row.title,
  content: row.content,
  imageUrl: row.image_url,
  linkageType: row.linkage_type,
  linkage: row.linkage,
  execution: row.execution,
  membersOnly: row.members_only,
  sort: row.sort,
  published: row.published,
  publishFrom: row.publish_from?.toISOString() ?? null,
  publishUntil: row.publish_until?.toISOString() ?? null,
  updatedAt: row.updated_at?.toISOString() ?? null,
  translations: translationsOf(row.translations),
  defaultLanguage: row.default_language,
});

/** An announcement within the caller's merchant scope, else `not.found`. */
const announcementInScope = async (ctx: StaffContext, id: number): Promise<AnnouncementRow> => {
  let query = announcementRows(ctx.db).where('a.id', '=', id);
  if (ctx.staff.merchantId !== null)
    query = query.where('a.merchant_id', '=', ctx.staff.merchantId);
  const row = await query.executeTakeFirst();
  if (!row) throw new CatalogueError('not.found');
  return row;
};

type Fields = Omit<StaffCallParsed<'contentAnnouncementCreate'>, 'merchantCode'>;

const checkSchedule = (from: string | null | undefined, until: string | null | undefined) => {
  if (from && until && new Date(from) >= new Date(until)) {
    throw new CatalogueError('request_param_err', {
      message: 'The request has invalid or missing fields: publishUntil: must be after publishFrom',
    });
  }
};

/**
 * The columns an editor's fields become. The title turns into plain text and the content into
 * sanitised rich text here, on the way in (the same DOMPurify as the seed), so no reader of the
 * table ever gets a script; a banner keeps its group, a popup its execution, others neither.
 */
const columnsOf = async (fields: Fields) => {
  checkSchedule(fields.publishFrom, fields.publishUntil);
  const sanitise = await loadSanitiser();
  return {
    type: fields.type,
    group_name: fields.type === 'B' ? fields.groupName || 'w_home' : '',
    language: fields.language ?? null,
    title: sanitise.plainText(fields.title),
    content: sanitise.richText(fields.content),
    image_url: fields.imageUrl,
    linkage_type: fields.linkage ? (fields.linkageType ?? 'ROUTE') : null,
    linkage: fields.linkage ?? null,
    execution: fields.type === 'PU' ? (fields.execution ?? 'A') : null,
    members_only: fields.membersOnly,
    sort: fields.sort,
    publish_from: fields.publishFrom ?? null,
    publish_until: fields.publishUntil ?? null,
    translations: translationsColumn(sanitise, fields.translations),
  };
};

const reload = async (ctx: StaffContext, id: number) =>
  announcementOf(await announcementInScope(ctx, id));

export const contentHandlers: Pick<
  StaffHandlerMap,
  | 'contentAnnouncements'
  | 'contentAnnouncementCreate'
  | 'contentAnnouncementUpdate'
  | 'contentAnnouncementPublish'
  | 'contentPreview'
  | 'contentHelpTopics'
  | 'contentHelpTopicSave'
  | 'contentImageUpload'
> = {
  contentAnnouncements: async (input, ctx) => {
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = announcementRows(ctx.db);
    if (ids) query = query.where('a.merchant_id', 'in', ids);
    if (input.type) query = query.where('a.type', '=', input.type);
    return pageOf(
      query.clearSelect().select((eb) => eb.fn.countAll<string>().as('count')),
      // Newest first: what an editor just wrote is on the first page.
      query.orderBy('a.id', 'desc'),
      input,
      announcementOf,
    );
  },

  contentAnnouncementCreate: async (input, ctx) => {
    const { merchantCode, ...fields } = input;
    const merchant = await merchantInScope(ctx.db, merchantCode, ctx.staff.merchantId);
    const created = await ctx.db
      .insertInto('announcements')
      .values({
        merchant_id: merchant.id,
        seed_key: null,
        promotion_type: null,
        ...(await columnsOf(fields)),
        // A new announcement waits for its publication.
        published: false,
        updated_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await reload(ctx, created.id);
    await ctx.audit({
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: created.id,
      merchantId: merchant.id,
      after,
    });
    return after;
  },

  contentAnnouncementUpdate: async (input, ctx) => {
    const { announcementId, ...fields } = input;
    const row = await announcementInScope(ctx, announcementId);
    const before = announcementOf(row);
    await ctx.db
      .updateTable('announcements')
      .set({ ...(await columnsOf(fields)), updated_at: ctx.now })
      .where('id', '=', row.id)
      .execute();
    const after = await reload(ctx, row.id);
    await ctx.audit({
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: row.id,
      merchantId: row.merchant_id,
      before,
      after,
    });
    return after;
  },

  contentAnnouncementPublish: async (input, ctx) => {
    const row = await announcementInScope(ctx, input.announcementId);
    const before = announcementOf(row);
    const from = input.publishFrom === undefined ? before.publishFrom : input.publishFrom;
    const until = input.publishUntil === undefined ? before.publishUntil : input.publishUntil;
    checkSchedule(from, until);
    await ctx.db
      .updateTable('announcements')
      .set({
        published: input.published,
        publish_from: from,
        publish_until: until,
        updated_at: ctx.now,
      })
      .where('id', '=', row.id)
      .execute();
    const after = await reload(ctx, row.id);
    await ctx.audit({
      action: input.published ? 'announcement.publish' : 'announcement.unpublish',
      targetType: 'announcement',
      targetId: row.id,
      merchantId: row.merchant_id,
      before,
      after,
    });
    return after;
  },

  contentPreview: async (input) => {
    const sanitise = await loadSanitiser();
    return { title: sanitise.plainText(input.title), content: sanitise.richText(input.content) };
  },

  contentHelpTopics: async (input, ctx) => {
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = ctx.db
      .selectFrom('help_topics as h')
      .innerJoin('merchants as m', 'm.id', 'h.merchant_id')
      .select([
        'h.id',
        'm.merchant_code',
        'h.hash',
        'h.title',
        'h.content',
        'h.sort',
        'h.translations',
        defaultLanguage,
      ]);
    if (ids) query = query.where('h.merchant_id', 'in', ids);
    const rows = await query.orderBy('m.merchant_code').orderBy('h.sort').orderBy('h.id').execute();
    return {
      topics: rows.map((row) => ({
        id: row.id,
        merchantCode: row.merchant_code,
        hash: row.hash,
        title: row.title,
        content: row.content,
        sort: row.sort,
        translations: translationsOf(row.translations),
        defaultLanguage: row.default_language,
      })),
    };
  },

  contentHelpTopicSave: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const sanitise = await loadSanitiser();
    const existing = await ctx.db
      .selectFrom('help_topics')
      .select(['id', 'hash', 'title', 'content', 'sort', 'translations'])
      .where('merchant_id', '=', merchant.id)
      .where('hash', '=', input.hash)
      .executeTakeFirst();
    const values = {
      title: sanitise.plainText(input.title),
      content: sanitise.richText(input.content),
      sort: input.sort,
      translations: translationsColumn(sanitise, input.translations),
    };
    const saved = await ctx.db
      .insertInto('help_topics')
      .values({ merchant_id: merchant.id, hash: input.hash, ...values })
      .onConflict((oc) => oc.columns(['merchant_id', 'hash']).doUpdateSet(values))
      .returning(['id', 'hash', 'title', 'content', 'sort', 'translations'])
      .executeTakeFirstOrThrow();
    const after: StaffHelpTopic = {
      ...saved,
      translations: translationsOf(saved.translations),
      merchantCode: merchant.merchantCode,
      defaultLanguage: (
        await ctx.db
          .selectFrom('merchants as m')
          .select(defaultLanguage)
          .where('m.id', '=', merchant.id)
          .executeTakeFirstOrThrow()
      ).default_language,
    };
    await ctx.audit({
      action: 'helpTopic.save',
      targetType: 'helpTopic',
      targetId: saved.id,
      merchantId: merchant.id,
      before: existing ?? null,
      after,
    });
    return after;
  },

  contentImageUpload: (input, ctx) => uploadStaffImage(input, ctx),
};
