import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience } from '@kurye/contracts/announcements';
import type { Db, Tx } from '../../db/client';
import { announcements, announcementViews, appSettings, stores, zones } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { directed, onePage, rowsWithTotal } from '../../db/paging';

/** A store as the audience rules see it. */
export interface AudienceStore {
  id: string;
  zoneId: string;
}

/** SQL: the announcement's audience includes the store. */
const audienceIncludes = (store: AudienceStore) =>
  sql`(${announcements.audience}->>'kind' = 'all'
    or (${announcements.audience}->>'kind' = 'zones' and ${announcements.audience}->'zoneIds' @> jsonb_build_array(${sql`${store.zoneId}`}::text))
    or (${announcements.audience}->>'kind' = 'stores' and ${announcements.audience}->'storeIds' @> jsonb_build_array(${sql`${store.id}`}::text)))`;

/** The stores an announcement is for (active ones; a chosen store is listed even when inactive). */
function targetStores(audience: AnnouncementAudience) {
  if (audience.kind === 'stores') return inArray(stores.id, audience.storeIds);
  if (audience.kind === 'zones') return and(eq(stores.active, true), inArray(stores.zoneId, audience.zoneIds));
  return eq(stores.active, true);
}

const summary = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  scheduledAt: announcements.scheduledAt,
  expiresAt: announcements.expiresAt,
  audience: announcements.audience,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};

export type AnnouncementValues = Pick<typeof announcements.$inferInsert, 'title' | 'content' | 'scheduledAt' | 'expiresAt' | 'audience'>;

export async function findStoreZone(db: Db | Tx, storeId: string): Promise<AudienceStore | undefined> {
  const [row] = await db.select({ id: stores.id, zoneId: stores.zoneId }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row;
}

/** How many of `ids` are zones / stores that exist. */
export const countZones = async (db: Db | Tx, ids: string[]) => (await db.select({ id: zones.id }).from(zones).where(inArray(zones.id, ids))).length;
export const countStores = async (db: Db | Tx, ids: string[]) => (await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids))).length;

/** The ids of the stores an audience reaches. */
export const findTargetStoreIds = async (db: Db | Tx, audience: AnnouncementAudience) =>
  (await db.select({ id: stores.id }).from(stores).where(targetStores(audience))).map((s) => s.id);

export async function countTargetsAndViews(db: Db | Tx, id: string, audience: AnnouncementAudience) {
  const [[{ targets }], [{ views }]] = await Promise.all([
    db.select({ targets: count() }).from(stores).where(targetStores(audience)),
    db.select({ views: count() }).from(announcementViews).where(eq(announcementViews.announcementId, id)),
  ]);
  return { targetCount: targets, viewCount: views };
}

export const findSummary = async (db: Db | Tx, id: string) => (await db.select(summary).from(announcements).where(eq(announcements.id, id)))[0];

/** The list's filters: title search and the state at `now`. */
export interface AnnouncementFilter {
  q?: string;
  state?: 'scheduled' | 'live' | 'expired';
  now: Date;
}

function filterOf(f: AnnouncementFilter) {
  const where: SQL[] = [];
  if (f.q) where.push(foldedWordsMatch([announcements.title], f.q)!);
  if (f.state === 'scheduled') where.push(gt(announcements.scheduledAt, f.now));
  if (f.state === 'live') where.push(lte(announcements.scheduledAt, f.now), gt(announcements.expiresAt, f.now));
  if (f.state === 'expired') where.push(lte(announcements.expiresAt, f.now));
  return and(...where);
}

/** One page of announcements and how many match. */
export async function findPage(db: Db | Tx, f: AnnouncementFilter, order: { field: string; desc: boolean }, page: { page: number; size: number }) {
  const where = filterOf(f);
  const column = order.field === 'title' ? announcements.title : order.field === 'expiresAt' ? announcements.expiresAt : announcements.scheduledAt;
  const rows = db.select(summary).from(announcements).where(where).orderBy(directed(column, order.desc), asc(announcements.id)).$dynamic();
  const counted = db.select({ total: count() }).from(announcements).where(where);
  return rowsWithTotal(onePage(rows, page), counted);
}

export const insertAnnouncement = async (db: Db | Tx, values: AnnouncementValues & { createdBy: string }) =>
  (await db.insert(announcements).values(values).returning({ id: announcements.id }))[0];

export const updateAnnouncement = (db: Db | Tx, id: string, values: AnnouncementValues & { updatedAt: Date }) =>
  db.update(announcements).set(values).where(eq(announcements.id, id));

/** The targeted stores (and any that viewed it) with when each viewed the announcement; viewers first. */
export const findViews = (db: Db | Tx, id: string, audience: AnnouncementAudience) =>
  db
    .select({ storeId: stores.id, storeName: stores.name, zoneName: zones.name, viewedAt: announcementViews.viewedAt })
    .from(stores)
    .innerJoin(zones, eq(zones.id, stores.zoneId))
    .leftJoin(announcementViews, and(eq(announcementViews.storeId, stores.id), eq(announcementViews.announcementId, id)))
    .where(or(targetStores(audience), sql`${announcementViews.viewedAt} is not null`))
    .orderBy(sql`${announcementViews.viewedAt} desc nulls last`, asc(stores.name));

const viewOf = (store: AudienceStore) => and(eq(announcementViews.announcementId, announcements.id), eq(announcementViews.storeId, store.id));

/** The store's announcements started by `now`, newest first (at most 200), with when it viewed each. */
export const findStartedForStore = (db: Db | Tx, store: AudienceStore, now: Date) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      scheduledAt: announcements.scheduledAt,
      expiresAt: announcements.expiresAt,
      viewedAt: announcementViews.viewedAt,
    })
    .from(announcements)
    .leftJoin(announcementViews, viewOf(store))
    .where(and(lte(announcements.scheduledAt, now), audienceIncludes(store)))
    .orderBy(desc(announcements.scheduledAt), asc(announcements.id))
    .limit(200);

/** Live at `now`, for the store and not yet viewed by it. */
export async function countUnreadForStore(db: Db | Tx, store: AudienceStore, now: Date) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(announcements)
    .leftJoin(announcementViews, viewOf(store))
    .where(and(lte(announcements.scheduledAt, now), gt(announcements.expiresAt, now), isNull(announcementViews.viewedAt), audienceIncludes(store)));
  return n;
}

/** Which of `ids` have started by `now` and are for the store. */
export const findVisibleToStore = async (db: Db | Tx, store: AudienceStore, ids: string[], now: Date) =>
  (
    await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(inArray(announcements.id, ids), lte(announcements.scheduledAt, now), audienceIncludes(store)))
  ).map((v) => v.id);

/** Records the store's first view of each announcement; a second view keeps the first time. */
export const insertViews = (db: Db | Tx, ids: string[], store: AudienceStore, viewedBy: string, viewedAt: Date) =>
  db
    .insert(announcementViews)
    .values(ids.map((announcementId) => ({ announcementId, storeId: store.id, viewedBy, viewedAt })))
    .onConflictDoNothing();

/**
 * Moves the publishing watermark (in `app_settings`) to `now` with compare-and-set; answers the previous mark, or
 * undefined when it was not earlier than `now` or another process moved it first. The first run only sets it.
 */
export async function advanceWatermark(db: Db | Tx, key: string, now: Date): Promise<Date | undefined> {
  await db.insert(appSettings).values({ key, value: now.toISOString() }).onConflictDoNothing();
  const [mark] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  const since = new Date(String(mark.value));
  if (!(since < now)) return undefined;
  const moved = await db
    .update(appSettings)
    .set({ value: now.toISOString(), updatedAt: now })
    .where(and(eq(appSettings.key, key), sql`${appSettings.value} = ${JSON.stringify(mark.value)}::jsonb`))
    .returning({ key: appSettings.key });
  return moved.length === 0 ? undefined : since;
}

/** Announcements scheduled (after their creation) in (since, now] and still live. */
export const findScheduledBetween = (db: Db | Tx, since: Date, now: Date) =>
  db
    .select({ id: announcements.id, title: announcements.title, audience: announcements.audience })
    .from(announcements)
    .where(
      and(
        gt(announcements.scheduledAt, since),
        lte(announcements.scheduledAt, now),
        gt(announcements.expiresAt, now),
        gt(announcements.scheduledAt, announcements.createdAt),
      ),
    );
