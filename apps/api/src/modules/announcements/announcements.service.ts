import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { announcements, announcementViews, appSettings, stores, zones, type AnnouncementAudience } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import type { AuthContext } from '../auth/auth.context';
import type { OrgDeps } from '../users/accounts';
import { sanitizeAnnouncement, textOf } from './sanitize';

export interface AnnouncementInput {
  title: string;
  content: string;
  scheduledAt: Date;
  expiresAt: Date;
  audience: AnnouncementAudience;
}

export interface AnnouncementListQuery {
  page: number;
  size: number;
  sort: string;
  q?: string;
  state?: 'scheduled' | 'live' | 'expired';
}

/** SQL: the announcement's audience includes the store with this id and zone. */
const audienceIncludes = (storeId: SQL | typeof stores.id, zoneId: SQL | typeof stores.zoneId) =>
  sql`(${announcements.audience}->>'kind' = 'all'
    or (${announcements.audience}->>'kind' = 'zones' and ${announcements.audience}->'zoneIds' @> jsonb_build_array(${zoneId}::text))
    or (${announcements.audience}->>'kind' = 'stores' and ${announcements.audience}->'storeIds' @> jsonb_build_array(${storeId}::text)))`;

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

export function createAnnouncementsService(deps: Pick<OrgDeps, 'db' | 'clock' | 'bus'>) {
  const { db, clock } = deps;

  async function ownStore(auth: AuthContext) {
    const [row] = await db.select({ id: stores.id, zoneId: stores.zoneId }).from(stores).where(eq(stores.userId, auth.userId)).limit(1);
    if (!row) throw forbidden();
    return row;
  }

  /** Sanitised content and a checked audience; unknown zones or stores are refused. */
  async function checked(input: AnnouncementInput) {
    const content = sanitizeAnnouncement(input.content);
    if (!textOf(content)) throw new AppError(400, 'validation_error', { fields: 'content' });
    if (input.expiresAt.getTime() <= input.scheduledAt.getTime()) throw new AppError(400, 'validation_error', { fields: 'expiresAt' });
    const audience = input.audience;
    if (audience.kind === 'zones') {
      const ids = [...new Set(audience.zoneIds)];
      const found = await db.select({ id: zones.id }).from(zones).where(inArray(zones.id, ids));
      if (found.length !== ids.length) throw new AppError(400, 'validation_error', { fields: 'audience.zoneIds' });
      return { ...input, content, audience: { kind: 'zones' as const, zoneIds: ids } };
    }
    if (audience.kind === 'stores') {
      const ids = [...new Set(audience.storeIds)];
      const found = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids));
      if (found.length !== ids.length) throw new AppError(400, 'validation_error', { fields: 'audience.storeIds' });
      return { ...input, content, audience: { kind: 'stores' as const, storeIds: ids } };
    }
    return { ...input, content, audience: { kind: 'all' as const } };
  }

  /** The stores an announcement is for (active ones; a chosen store is listed even when inactive). */
  function targetStores(audience: AnnouncementAudience) {
    if (audience.kind === 'stores') return inArray(stores.id, audience.storeIds);
    if (audience.kind === 'zones') return and(eq(stores.active, true), inArray(stores.zoneId, audience.zoneIds));
    return eq(stores.active, true);
  }

  async function counts(id: string, audience: AnnouncementAudience) {
    const [[{ targets }], [{ views }]] = await Promise.all([
      db.select({ targets: count() }).from(stores).where(targetStores(audience)),
      db.select({ views: count() }).from(announcementViews).where(eq(announcementViews.announcementId, id)),
    ]);
    return { targetCount: targets, viewCount: views };
  }

  async function get(id: string) {
    const [row] = await db.select(summary).from(announcements).where(eq(announcements.id, id));
    if (!row) throw notFound();
    return { ...row, ...(await counts(row.id, row.audience)) };
  }

  /** Tell the targeted stores' open apps to refresh their unread count at once (polling is the fallback). */
  async function announceChange(audience: AnnouncementAudience, published?: { announcementId: string; title: string }) {
    const targets = await db.select({ id: stores.id }).from(stores).where(targetStores(audience));
    if (targets.length) deps.bus.publish({ type: 'announcements.changed', data: {}, audiences: targets.map((s) => `store:${s.id}`) });
    // A new announcement that is already live: push notifications to its stores (scheduled ones when their time comes).
    if (targets.length && published)
      deps.bus.publish({ type: 'internal.announcement_published', data: { ...published, storeIds: targets.map((s) => s.id) }, audiences: ['internal'] });
  }

  const WATERMARK = 'announcements.publishedUntil';

  return {
    get,

    /**
     * Announcements whose scheduled time has come since the last run (created for later, so not pushed when created):
     * stores hear of them (socket refresh and push). A watermark in `app_settings`, moved with compare-and-set, makes
     * each one go out once even with several API processes; the first run only sets it (nothing old is pushed).
     */
    async publishDue() {
      const now = clock.now();
      await db.insert(appSettings).values({ key: WATERMARK, value: now.toISOString() }).onConflictDoNothing();
      const [mark] = await db.select().from(appSettings).where(eq(appSettings.key, WATERMARK));
      const since = new Date(String(mark.value));
      if (!(since < now)) return 0;
      const moved = await db
        .update(appSettings)
        .set({ value: now.toISOString(), updatedAt: now })
        .where(and(eq(appSettings.key, WATERMARK), sql`${appSettings.value} = ${JSON.stringify(mark.value)}::jsonb`))
        .returning({ key: appSettings.key });
      if (moved.length === 0) return 0;
      const due = await db
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
      for (const a of due) await announceChange(a.audience, { announcementId: a.id, title: a.title });
      return due.length;
    },

    async list(query: AnnouncementListQuery) {
      const { page, size, sort, q, state } = query;
      const now = clock.now();
      const where: SQL[] = [];
      if (q) where.push(ilike(announcements.title, likePattern(q)));
      if (state === 'scheduled') where.push(gt(announcements.scheduledAt, now));
      if (state === 'live') where.push(lte(announcements.scheduledAt, now), gt(announcements.expiresAt, now));
      if (state === 'expired') where.push(lte(announcements.expiresAt, now));
      const { field, desc: descending } = parseSort(sort);
      const column = field === 'title' ? announcements.title : field === 'expiresAt' ? announcements.expiresAt : announcements.scheduledAt;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(summary)
          .from(announcements)
          .where(and(...where))
          .orderBy(descending ? desc(column) : asc(column), asc(announcements.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(announcements)
          .where(and(...where)),
      ]);
      const items = await Promise.all(rows.map(async (r) => ({ ...r, ...(await counts(r.id, r.audience)) })));
      return { items, total, page, size };
    },

    async create(auth: AuthContext, input: AnnouncementInput) {
      const value = await checked(input);
      const [row] = await db
        .insert(announcements)
        .values({ ...value, createdBy: auth.userId })
        .returning({ id: announcements.id });
      await announceChange(value.audience, value.scheduledAt.getTime() <= clock.now().getTime() ? { announcementId: row.id, title: value.title } : undefined);
      return get(row.id);
    },

    async update(id: string, patch: Partial<AnnouncementInput>) {
      const current = await get(id);
      const value = await checked({
        title: patch.title ?? current.title,
        content: patch.content ?? current.content,
        scheduledAt: patch.scheduledAt ?? current.scheduledAt,
        expiresAt: patch.expiresAt ?? current.expiresAt,
        audience: patch.audience ?? current.audience,
      });
      await db
        .update(announcements)
        .set({ ...value, updatedAt: clock.now() })
        .where(eq(announcements.id, id));
      await announceChange(value.audience);
      return get(id);
    },

    /** Each targeted store and when it viewed the announcement (null: not yet); stores that viewed first. */
    async views(id: string) {
      const current = await get(id);
      const rows = await db
        .select({ storeId: stores.id, storeName: stores.name, zoneName: zones.name, viewedAt: announcementViews.viewedAt })
        .from(stores)
        .innerJoin(zones, eq(zones.id, stores.zoneId))
        .leftJoin(announcementViews, and(eq(announcementViews.storeId, stores.id), eq(announcementViews.announcementId, id)))
        .where(or(targetStores(current.audience), sql`${announcementViews.viewedAt} is not null`))
        .orderBy(sql`${announcementViews.viewedAt} desc nulls last`, asc(stores.name));
      return { items: rows.map((r) => ({ ...r, viewedAt: r.viewedAt ?? null })), targetCount: current.targetCount, viewCount: current.viewCount };
    },

    /** The store's announcements that have started, live and past, newest first; `viewedAt` null when unread. */
    async byStore(auth: AuthContext) {
      const store = await ownStore(auth);
      const rows = await db
        .select({
          id: announcements.id,
          title: announcements.title,
          content: announcements.content,
          scheduledAt: announcements.scheduledAt,
          expiresAt: announcements.expiresAt,
          viewedAt: announcementViews.viewedAt,
        })
        .from(announcements)
        .leftJoin(announcementViews, and(eq(announcementViews.announcementId, announcements.id), eq(announcementViews.storeId, store.id)))
        .where(and(lte(announcements.scheduledAt, clock.now()), audienceIncludes(sql`${store.id}`, sql`${store.zoneId}`)))
        .orderBy(desc(announcements.scheduledAt), asc(announcements.id))
        .limit(200);
      return { data: rows.map((r) => ({ ...r, viewedAt: r.viewedAt ?? null })) };
    },

    /** Live, started and not yet viewed by the store. */
    async unreadCount(auth: AuthContext) {
      const store = await ownStore(auth);
      const now = clock.now();
      const [{ n }] = await db
        .select({ n: count() })
        .from(announcements)
        .leftJoin(announcementViews, and(eq(announcementViews.announcementId, announcements.id), eq(announcementViews.storeId, store.id)))
        .where(
          and(
            lte(announcements.scheduledAt, now),
            gt(announcements.expiresAt, now),
            isNull(announcementViews.viewedAt),
            audienceIncludes(sql`${store.id}`, sql`${store.zoneId}`),
          ),
        );
      return { unreadCount: n };
    },

    /** Marks the given announcements viewed by the store; ids it cannot see are ignored, a second view keeps the first time. */
    async setViewed(auth: AuthContext, ids: string[]) {
      const store = await ownStore(auth);
      const visible = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(
          and(
            inArray(announcements.id, [...new Set(ids)]),
            lte(announcements.scheduledAt, clock.now()),
            audienceIncludes(sql`${store.id}`, sql`${store.zoneId}`),
          ),
        );
      if (visible.length) {
        await db
          .insert(announcementViews)
          .values(visible.map((v) => ({ announcementId: v.id, storeId: store.id, viewedBy: auth.userId, viewedAt: clock.now() })))
          .onConflictDoNothing();
      }
      return { viewed: visible.length, ...(await this.unreadCount(auth)) };
    },
  };
}
