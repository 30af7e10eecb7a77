import type { AnnouncementAudience, AnnouncementInput, AnnouncementListQuery } from '@kurye/contracts/announcements';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { parseSort } from '../../lib/paging';
import type { AuthContext } from '../../access/auth-context';
import type { EventBus } from '../../lib/event-bus';
import * as repo from './announcements.repository';
import { sanitizeAnnouncement, textOf } from '../../lib/rich-text';

export type { AnnouncementInput, AnnouncementListQuery } from '@kurye/contracts/announcements';

export interface AnnouncementsDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  /** The store of a store user (the access service's cached lookup). */
  storeIdOf: (userId: string) => Promise<string | undefined>;
}

const WATERMARK = 'announcements.publishedUntil';

/** Sanitised content and a checked audience; unknown zones or stores are refused. */
async function checked(db: Db, input: AnnouncementInput) {
  const content = sanitizeAnnouncement(input.content);
  if (!textOf(content)) throw new AppError(400, 'validation_error', { fields: 'content' });
  if (input.expiresAt.getTime() <= input.scheduledAt.getTime()) throw new AppError(400, 'validation_error', { fields: 'expiresAt' });
  const audience = input.audience;
  if (audience.kind === 'zones') {
    const ids = [...new Set(audience.zoneIds)];
    if ((await repo.countZones(db, ids)) !== ids.length) throw new AppError(400, 'validation_error', { fields: 'audience.zoneIds' });
    return { ...input, content, audience: { kind: 'zones' as const, zoneIds: ids } };
  }
  if (audience.kind === 'stores') {
    const ids = [...new Set(audience.storeIds)];
    if ((await repo.countStores(db, ids)) !== ids.length) throw new AppError(400, 'validation_error', { fields: 'audience.storeIds' });
    return { ...input, content, audience: { kind: 'stores' as const, storeIds: ids } };
  }
  return { ...input, content, audience: { kind: 'all' as const } };
}

/** Tell the targeted stores' open apps to refresh their unread count at once (polling is the fallback). */
async function announceChange(
  { db, bus }: Pick<AnnouncementsDeps, 'db' | 'bus'>,
  audience: AnnouncementAudience,
  published?: { announcementId: string; title: string },
) {
  const targets = await repo.findTargetStoreIds(db, audience);
  if (targets.length) bus.publish({ type: 'announcements.changed', data: {}, audiences: targets.map((id) => `store:${id}`) });
  // A new announcement that is already live: push notifications to its stores (scheduled ones when their time comes).
  if (targets.length && published) bus.publish({ type: 'internal.announcement_published', data: { ...published, storeIds: targets }, audiences: ['internal'] });
}

/**
 * Announcements whose scheduled time has come since the last run (created for later, so not pushed when created):
 * stores hear of them (socket refresh and push). A watermark in `app_settings`, moved with compare-and-set, makes
 * each one go out once even with several API processes; the first run only sets it (nothing old is pushed).
 */
async function publishDue(deps: AnnouncementsDeps) {
  const { db, clock } = deps;
  const now = clock.now();
  const since = await repo.advanceWatermark(db, WATERMARK, now);
  if (!since) return 0;
  const due = await repo.findScheduledBetween(db, since, now);
  for (const a of due) await announceChange(deps, a.audience, { announcementId: a.id, title: a.title });
  return due.length;
}

export function createAnnouncementsService(deps: AnnouncementsDeps) {
  const { db, clock } = deps;

  async function ownStore(auth: AuthContext) {
    const storeId = await deps.storeIdOf(auth.userId);
    const row = storeId ? await repo.findStoreZone(db, storeId) : undefined;
    if (!row) throw forbidden();
    return row;
  }

  async function get(id: string) {
    const row = await repo.findSummary(db, id);
    if (!row) throw notFound();
    return { ...row, ...(await repo.countTargetsAndViews(db, row.id, row.audience)) };
  }

  /** Live, started and not yet viewed by the store. */
  async function unreadCount(auth: AuthContext) {
    const store = await ownStore(auth);
    return { unreadCount: await repo.countUnreadForStore(db, store, clock.now()) };
  }

  return {
    get,
    unreadCount,

    publishDue: () => publishDue(deps),

    async list(query: AnnouncementListQuery) {
      const { page, size, sort, q, state } = query;
      const { rows, total } = await repo.findPage(db, { q, state, now: clock.now() }, parseSort(sort), { page, size });
      const items = await Promise.all(rows.map(async (r) => ({ ...r, ...(await repo.countTargetsAndViews(db, r.id, r.audience)) })));
      return { items, total, page, size };
    },

    async create(auth: AuthContext, input: AnnouncementInput) {
      const value = await checked(db, input);
      const row = await repo.insertAnnouncement(db, { ...value, createdBy: auth.userId });
      await announceChange(
        deps,
        value.audience,
        value.scheduledAt.getTime() <= clock.now().getTime() ? { announcementId: row.id, title: value.title } : undefined,
      );
      return get(row.id);
    },

    async update(id: string, patch: Partial<AnnouncementInput>) {
      const current = await get(id);
      const value = await checked(db, {
        title: patch.title ?? current.title,
        content: patch.content ?? current.content,
        scheduledAt: patch.scheduledAt ?? current.scheduledAt,
        expiresAt: patch.expiresAt ?? current.expiresAt,
        audience: patch.audience ?? current.audience,
      });
      await repo.updateAnnouncement(db, id, { ...value, updatedAt: clock.now() });
      await announceChange(deps, value.audience);
      return get(id);
    },

    /** Each targeted store and when it viewed the announcement (null: not yet); stores that viewed first. */
    async views(id: string) {
      const current = await get(id);
      const rows = await repo.findViews(db, id, current.audience);
      return { items: rows.map((r) => ({ ...r, viewedAt: r.viewedAt ?? null })), targetCount: current.targetCount, viewCount: current.viewCount };
    },

    /** The store's announcements that have started, live and past, newest first; `viewedAt` null when unread. */
    async byStore(auth: AuthContext) {
      const store = await ownStore(auth);
      const rows = await repo.findStartedForStore(db, store, clock.now());
      return { data: rows.map((r) => ({ ...r, viewedAt: r.viewedAt ?? null })) };
    },

    /** Marks the given announcements viewed by the store; ids it cannot see are ignored, a second view keeps the first time. */
    async setViewed(auth: AuthContext, ids: string[]) {
      const store = await ownStore(auth);
      const visible = await repo.findVisibleToStore(db, store, [...new Set(ids)], clock.now());
      if (visible.length) await repo.insertViews(db, visible, store, auth.userId, clock.now());
      return { viewed: visible.length, ...(await unreadCount(auth)) };
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
