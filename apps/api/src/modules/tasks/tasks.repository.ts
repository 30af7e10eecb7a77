import { and, asc, desc, eq, inArray, lt, max, min, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { BOARD_POSITION_STEP, DEFAULT_BOARD_LISTS, type TaskLinkKind } from '@kurye/contracts/tasks';
import type { Db, Tx } from '../../db/client';
import {
  applications,
  boardLabels,
  boardLists,
  boards,
  carriers,
  courierDocuments,
  deliveryRequests,
  emergencies,
  packetUpdateRequests,
  roleClaims,
  roles,
  stores,
  taskTags,
  tasks,
  userRoles,
  userZones,
  users,
  zones,
} from '../../db/schema';
import { foldedContains, foldedWordsMatch } from '../../db/turkish-fold';
import { zoneWhere } from '../../access/zone-where.repository';
import type { ZoneHolder } from '../../access/zone-where';

type Conn = Db | Tx;
export type TaskRow = typeof tasks.$inferSelect;
export type TaskInsert = typeof tasks.$inferInsert;
export type BoardRow = typeof boards.$inferSelect;
export type BoardListRow = typeof boardLists.$inferSelect;

// ---- Links: the record a follow-up is about ----

/** The zone and a short label of the record a task or a note names (undefined: no such record). */
export async function findLinkTarget(tx: Conn, kind: TaskLinkKind, id: string): Promise<{ zoneId: string | null; label: string } | undefined> {
  const labels = await findLinkLabels(tx, [{ kind, id }]);
  return labels.get(`${kind}:${id}`);
}

/** Zone and label of many linked records at once, keyed `kind:id`. */
export async function findLinkLabels(tx: Conn, links: { kind: TaskLinkKind; id: string }[]) {
  const out = new Map<string, { zoneId: string | null; label: string }>();
  const idsOf = (kind: TaskLinkKind) => [...new Set(links.filter((l) => l.kind === kind).map((l) => l.id))];
  const put = (kind: TaskLinkKind, rows: { id: string; zoneId: string | null; label: string }[]) =>
    rows.forEach((r) => out.set(`${kind}:${r.id}`, { zoneId: r.zoneId, label: r.label }));
  const storeIds = idsOf('store');
  if (storeIds.length)
    put('store', await tx.select({ id: stores.id, zoneId: stores.zoneId, label: stores.name }).from(stores).where(inArray(stores.id, storeIds)));
  const carrierIds = idsOf('carrier');
  if (carrierIds.length)
    put(
      'carrier',
      await tx
        .select({ id: carriers.id, zoneId: carriers.zoneId, label: users.name })
        .from(carriers)
        .innerJoin(users, eq(users.id, carriers.userId))
        .where(inArray(carriers.id, carrierIds)),
    );
  const requestIds = idsOf('request');
  if (requestIds.length)
    put(
      'request',
      await tx
        .select({ id: deliveryRequests.id, zoneId: deliveryRequests.zoneId, label: sql<string>`'T-' || ${deliveryRequests.number}` })
        .from(deliveryRequests)
        .where(inArray(deliveryRequests.id, requestIds)),
    );
  const emergencyIds = idsOf('emergency');
  if (emergencyIds.length)
    put(
      'emergency',
      await tx
        .select({ id: emergencies.id, zoneId: emergencies.zoneId, label: users.name })
        .from(emergencies)
        .innerJoin(carriers, eq(carriers.id, emergencies.carrierId))
        .innerJoin(users, eq(users.id, carriers.userId))
        .where(inArray(emergencies.id, emergencyIds)),
    );
  const applicationIds = idsOf('application');
  if (applicationIds.length)
    put(
      'application',
      await tx
        .select({ id: applications.id, zoneId: applications.zoneId, label: applications.email })
        .from(applications)
        .where(inArray(applications.id, applicationIds)),
    );
  return out;
}

// ---- Tasks ----

export type TaskFilter =
  | { ids: readonly string[] }
  | { auth: ZoneHolder; linkKind?: TaskLinkKind; linkId?: string; assignedTo?: string; search?: string; listIds?: readonly string[] };

function whereOf(filter: TaskFilter): SQL | undefined {
  if ('ids' in filter) return filter.ids.length ? inArray(tasks.id, [...filter.ids]) : sql`false`;
  return and(
    zoneWhere(tasks.zoneId, filter.auth),
    filter.linkKind ? eq(tasks.linkKind, filter.linkKind) : undefined,
    filter.linkId ? eq(tasks.linkId, filter.linkId) : undefined,
    filter.assignedTo ? eq(tasks.assignedTo, filter.assignedTo) : undefined,
    filter.listIds ? (filter.listIds.length ? inArray(tasks.listId, [...filter.listIds]) : sql`false`) : undefined,
    filter.search ? or(foldedWordsMatch([tasks.title], filter.search), foldedContains(sql`coalesce(${tasks.notes}, '')`, filter.search)) : undefined,
  );
}

/** Tasks with their zone's name, the assignee's name and the board of their card, by `order` (then newest first). */
export function findTaskViews(tx: Conn, filter: TaskFilter) {
  return tx
    .select({ t: tasks, zoneName: zones.name, assigneeName: users.name, boardId: boardLists.boardId })
    .from(tasks)
    .innerJoin(zones, eq(zones.id, tasks.zoneId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .leftJoin(boardLists, eq(boardLists.id, tasks.listId))
    .where(whereOf(filter))
    .orderBy(asc(tasks.order), desc(tasks.createdAt), asc(tasks.id))
    .limit(2000);
}
export type TaskView = Awaited<ReturnType<typeof findTaskViews>>[number];

export async function findTask(tx: Conn, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The `order` that puts a new task above every other. */
export async function topOrder(tx: Conn) {
  const [row] = await tx.select({ low: min(tasks.order) }).from(tasks);
  return (row?.low ?? 1) - 1;
}

export async function insertTask(tx: Conn, values: TaskInsert) {
  const [row] = await tx.insert(tasks).values(values).returning();
  return row;
}

/**
 * A task made by an event, once: `source_key` is unique, so a second call with the same key writes nothing and
 * answers undefined.
 */
export async function insertTaskOnce(tx: Conn, values: TaskInsert & { sourceKey: string }) {
  const [row] = await tx.insert(tasks).values(values).onConflictDoNothing({ target: tasks.sourceKey }).returning();
  return row;
}

export async function updateTask(tx: Conn, id: string, set: Partial<TaskInsert>) {
  const [row] = await tx.update(tasks).set(set).where(eq(tasks.id, id)).returning();
  return row;
}

export async function deleteTask(tx: Conn, id: string) {
  await tx.delete(tasks).where(eq(tasks.id, id));
}

/** The current `order` of the given tasks (for a reorder: the same slots, handed out in the new sequence). */
export const findOrders = (tx: Conn, ids: string[]) => tx.select({ id: tasks.id, order: tasks.order }).from(tasks).where(inArray(tasks.id, ids));

export async function setOrder(tx: Conn, id: string, order: number) {
  await tx.update(tasks).set({ order }).where(eq(tasks.id, id));
}

// ---- Tags ----

export const findTags = (tx: Conn) => tx.select().from(taskTags).orderBy(asc(taskTags.title));
export const findTagIds = async (tx: Conn, ids: string[]) =>
  ids.length ? (await tx.select({ id: taskTags.id }).from(taskTags).where(inArray(taskTags.id, ids))).map((r) => r.id) : [];
export async function insertTag(tx: Conn, title: string) {
  const [row] = await tx.insert(taskTags).values({ title }).returning();
  return row;
}
export async function updateTag(tx: Conn, id: string, title: string) {
  const [row] = await tx.update(taskTags).set({ title }).where(eq(taskTags.id, id)).returning();
  return row;
}
/** Deletes a tag and takes it off every task. */
export async function deleteTag(tx: Conn, id: string) {
  await tx
    .update(tasks)
    .set({ tags: sql`${tasks.tags} - ${id}::text` })
    .where(sql`${tasks.tags} ? ${id}`);
  const gone = await tx.delete(taskTags).where(eq(taskTags.id, id)).returning({ id: taskTags.id });
  return gone.length > 0;
}

// ---- Who works on a zone's tasks ----

/** Active users whose role holds `tasks.read` and who see the zone (every zone, or assigned it), with their names. */
export async function findZoneMembers(tx: Conn, zoneId: string) {
  return tx
    .selectDistinct({ id: users.id, name: users.name, avatar: users.avatar })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roleClaims, and(eq(roleClaims.roleCode, userRoles.roleCode), eq(roleClaims.claim, 'tasks.read')))
    .innerJoin(roles, eq(roles.code, userRoles.roleCode))
    .leftJoin(userZones, and(eq(userZones.userId, userRoles.userId), eq(userZones.zoneId, zoneId)))
    .where(and(eq(users.active, true), sql`(${roles.zoneScope} = 'all' or ${userZones.zoneId} is not null)`))
    .orderBy(asc(users.name));
}

/** The first role of a user (it decides the area of the links written for them). */
export async function findFirstRole(tx: Conn, userId: string) {
  const [row] = await tx.select({ role: userRoles.roleCode }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.position)).limit(1);
  return row?.role;
}

// ---- Boards ----

/** Creates the board (with its four columns) of each given zone that has none yet; every zone when `'all'`. */
export async function ensureBoards(tx: Conn, zoneIds: 'all' | readonly string[]) {
  if (zoneIds !== 'all' && zoneIds.length === 0) return;
  const missing = await tx
    .select({ id: zones.id, name: zones.name })
    .from(zones)
    .where(
      and(
        zoneIds === 'all' ? undefined : inArray(zones.id, [...zoneIds]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(boards)
            .where(eq(boards.zoneId, zones.id)),
        ),
      ),
    );
  for (const zone of missing) {
    const [board] = await tx
      .insert(boards)
      .values({ zoneId: zone.id, title: `${zone.name} takip panosu`, description: `${zone.name} bölgesinin takip işleri` })
      .onConflictDoNothing({ target: boards.zoneId })
      .returning();
    if (!board) continue;
    await tx.insert(boardLists).values(
      DEFAULT_BOARD_LISTS.map((title, i) => ({
        boardId: board.id,
        title,
        position: (i + 1) * BOARD_POSITION_STEP,
        completes: i === DEFAULT_BOARD_LISTS.length - 1,
      })),
    );
  }
}

/** Boards with their zone's name. */
const boardViews = (tx: Conn) => tx.select({ b: boards, zoneName: zones.name }).from(boards).innerJoin(zones, eq(zones.id, boards.zoneId)).$dynamic();
export type BoardView = BoardRow & { zoneName: string };

export const findBoards = async (tx: Conn, auth: ZoneHolder): Promise<BoardView[]> =>
  (await boardViews(tx).where(zoneWhere(boards.zoneId, auth)).orderBy(asc(zones.name))).map((r) => ({ ...r.b, zoneName: r.zoneName }));

export async function findBoard(tx: Conn, id: string): Promise<BoardView | undefined> {
  const [row] = await boardViews(tx).where(eq(boards.id, id));
  return row && { ...row.b, zoneName: row.zoneName };
}

export async function findBoardOfZone(tx: Conn, zoneId: string): Promise<BoardRow | undefined> {
  const [row] = await tx.select().from(boards).where(eq(boards.zoneId, zoneId));
  return row;
}

export async function touchBoard(tx: Conn, id: string, at: Date) {
  await tx.update(boards).set({ lastActivity: at }).where(eq(boards.id, id));
}

export const findLists = (tx: Conn, boardId: string) =>
  tx.select().from(boardLists).where(eq(boardLists.boardId, boardId)).orderBy(asc(boardLists.position), asc(boardLists.createdAt));

export async function findList(tx: Conn, id: string): Promise<(BoardListRow & { zoneId: string }) | undefined> {
  const [row] = await tx
    .select({ list: boardLists, zoneId: boards.zoneId })
    .from(boardLists)
    .innerJoin(boards, eq(boards.id, boardLists.boardId))
    .where(eq(boardLists.id, id));
  return row && { ...row.list, zoneId: row.zoneId };
}

export const findListsByIds = (tx: Conn, ids: string[]) => (ids.length ? tx.select().from(boardLists).where(inArray(boardLists.id, ids)) : Promise.resolve([]));

/** The column a new card of the board goes to: the first one that does not complete its cards. */
export async function findFirstOpenList(tx: Conn, boardId: string) {
  const [row] = await tx
    .select()
    .from(boardLists)
    .where(and(eq(boardLists.boardId, boardId), eq(boardLists.completes, false)))
    .orderBy(asc(boardLists.position))
    .limit(1);
  return row;
}

/** The column that completes the board's cards (the last such one). */
export async function findDoneList(tx: Conn, boardId: string) {
  const [row] = await tx
    .select()
    .from(boardLists)
    .where(and(eq(boardLists.boardId, boardId), eq(boardLists.completes, true)))
    .orderBy(desc(boardLists.position))
    .limit(1);
  return row;
}

export async function lastListPosition(tx: Conn, boardId: string) {
  const [row] = await tx
    .select({ high: max(boardLists.position) })
    .from(boardLists)
    .where(eq(boardLists.boardId, boardId));
  return row?.high ?? 0;
}

export async function lastCardPosition(tx: Conn, listId: string, except?: string) {
  const [row] = await tx
    .select({ high: max(tasks.position) })
    .from(tasks)
    .where(and(eq(tasks.listId, listId), except ? ne(tasks.id, except) : undefined));
  return row?.high ?? 0;
}

/** The lowest card position of a list (a card created on top goes a step above it). */
export async function firstCardPosition(tx: Conn, listId: string) {
  const [row] = await tx
    .select({ low: min(tasks.position) })
    .from(tasks)
    .where(eq(tasks.listId, listId));
  return row?.low ?? null;
}

export async function insertList(tx: Conn, values: typeof boardLists.$inferInsert) {
  const [row] = await tx.insert(boardLists).values(values).returning();
  return row;
}

export async function updateList(tx: Conn, id: string, set: Partial<typeof boardLists.$inferInsert>) {
  const [row] = await tx.update(boardLists).set(set).where(eq(boardLists.id, id)).returning();
  return row;
}

/** Deletes a column and its cards. */
export async function deleteList(tx: Conn, id: string) {
  await tx.delete(tasks).where(eq(tasks.listId, id));
  await tx.delete(boardLists).where(eq(boardLists.id, id));
}

// ---- Board labels ----

export const findLabels = (tx: Conn, boardId: string) => tx.select().from(boardLabels).where(eq(boardLabels.boardId, boardId)).orderBy(asc(boardLabels.title));

export async function findLabel(tx: Conn, id: string) {
  const [row] = await tx.select().from(boardLabels).where(eq(boardLabels.id, id));
  return row;
}

export async function insertLabel(tx: Conn, boardId: string, title: string) {
  const [row] = await tx.insert(boardLabels).values({ boardId, title }).returning();
  return row;
}

export async function updateLabel(tx: Conn, id: string, title: string) {
  const [row] = await tx.update(boardLabels).set({ title }).where(eq(boardLabels.id, id)).returning();
  return row;
}

/** Deletes a label and takes it off its board's cards. */
export async function deleteLabel(tx: Conn, id: string) {
  await tx
    .update(tasks)
    .set({ labels: sql`${tasks.labels} - ${id}::text` })
    .where(sql`${tasks.labels} ? ${id}`);
  await tx.delete(boardLabels).where(eq(boardLabels.id, id));
}

// ---- Event-made tasks ----

/** Store requests (packet update requests) still open that were made before `before` and have no task yet. */
export const findOpenStoreRequestsBefore = (tx: Conn, before: Date, sourceKeyOf: (id: string) => string) =>
  tx
    .select({
      id: packetUpdateRequests.id,
      zoneId: packetUpdateRequests.zoneId,
      storeId: packetUpdateRequests.storeId,
      reason: packetUpdateRequests.reason,
      createdAt: packetUpdateRequests.createdAt,
    })
    .from(packetUpdateRequests)
    .where(
      and(
        eq(packetUpdateRequests.status, 'open'),
        lt(packetUpdateRequests.createdAt, before),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tasks)
            .where(eq(tasks.sourceKey, sql`${sourceKeyOf('')} || ${packetUpdateRequests.id}::text`)),
        ),
      ),
    )
    .orderBy(asc(packetUpdateRequests.createdAt))
    .limit(500);

/**
 * Approved documents of active couriers whose expiry date has passed (before `today`) and that have no task yet for
 * that date (key `<prefix><id>:<expiresAt>`): a renewed document with a new date gets a task of its own when it expires
 * again.
 */
export const findExpiredDocumentsWithoutTask = (tx: Conn, today: string, keyPrefix: string) =>
  tx
    .select({
      id: courierDocuments.id,
      kind: courierDocuments.kind,
      expiresAt: sql<string>`${courierDocuments.expiresAt}::text`,
      carrierId: carriers.id,
      zoneId: carriers.zoneId,
      carrierName: users.name,
    })
    .from(courierDocuments)
    .innerJoin(carriers, eq(carriers.id, courierDocuments.carrierId))
    .innerJoin(users, eq(users.id, carriers.userId))
    .where(
      and(
        eq(carriers.active, true),
        eq(courierDocuments.status, 'approved'),
        sql`${courierDocuments.expiresAt} < ${today}::date`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tasks)
            .where(eq(tasks.sourceKey, sql`${keyPrefix} || ${courierDocuments.id}::text || ':' || ${courierDocuments.expiresAt}::text`)),
        ),
      ),
    )
    .orderBy(asc(courierDocuments.expiresAt))
    .limit(500);

/** A packet's request and store, for the text of a task about its rejected location. */
export async function findPacketContext(tx: Conn, requestId: string) {
  const [row] = await tx
    .select({ requestId: deliveryRequests.id, number: deliveryRequests.number, zoneId: deliveryRequests.zoneId, storeId: stores.id, storeName: stores.name })
    .from(deliveryRequests)
    .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
    .where(eq(deliveryRequests.id, requestId));
  return row;
}

export const findStoreName = async (tx: Conn, id: string) => (await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, id)))[0]?.name;
