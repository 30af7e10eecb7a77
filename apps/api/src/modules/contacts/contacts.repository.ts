import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContactKind, ContactTag } from '@kurye/contracts/contacts';
import type { Db, Tx } from '../../db/client';
import { carrierTypes, carriers, stores, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { ZoneHolder } from '../../access/zone-where';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';

/** Stores and couriers of the caller's zones as one table of contacts (a courier's name is its user's name). */
function contactsOf(db: Db | Tx, auth: ZoneHolder) {
  const storeContacts = db
    .select({
      id: stores.id,
      kind: sql<ContactKind>`'store'`.as('kind'),
      name: stores.name,
      phone: stores.phone,
      email: users.email,
      zoneId: stores.zoneId,
      zoneName: sql<string>`${zones.name}`.as('zone_name'),
      active: stores.active,
      isJoker: sql<boolean>`false`.as('is_joker'),
      userId: stores.userId,
    })
    .from(stores)
    .innerJoin(zones, eq(zones.id, stores.zoneId))
    .leftJoin(users, eq(users.id, stores.userId))
    .where(zoneWhere(stores.zoneId, auth));
  const courierContacts = db
    .select({
      id: carriers.id,
      kind: sql<ContactKind>`'courier'`.as('kind'),
      name: users.name,
      phone: carriers.phone,
      email: users.email,
      zoneId: carriers.zoneId,
      zoneName: sql<string>`${zones.name}`.as('zone_name'),
      active: carriers.active,
      isJoker: carriers.isJoker,
      userId: carriers.userId,
    })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(zones, eq(zones.id, carriers.zoneId))
    .where(zoneWhere(carriers.zoneId, auth));
  return unionAll(storeContacts, courierContacts).as('contacts');
}

export type ContactListRow = Awaited<ReturnType<typeof findContactPage>>['rows'][number];

/** The condition of one derived tag. */
function tagWhere(c: ReturnType<typeof contactsOf>, tag: ContactTag): SQL {
  switch (tag) {
    case 'store':
    case 'courier':
      return eq(c.kind, tag);
    case 'joker':
      return eq(c.isJoker, true);
    case 'passive':
      return eq(c.active, false);
  }
}

/** One page of the caller's contacts: name contains `q` (folded), with `tag`, in `zoneId`. */
export function findContactPage(db: Db | Tx, auth: ZoneHolder, q: { page: number; size: number; sort: string; q?: string; tag?: ContactTag; zoneId?: string }) {
  const c = contactsOf(db, auth);
  const where = and(q.q ? foldedWordsMatch([c.name], q.q) : undefined, q.tag ? tagWhere(c, q.tag) : undefined, q.zoneId ? eq(c.zoneId, q.zoneId) : undefined);
  const descending = q.sort.startsWith('-');
  const column = q.sort.replace(/^-/, '') === 'zoneName' ? sql`${c.zoneName}` : c.name;
  return rowsWithTotal(
    onePage(
      db
        .select()
        .from(c)
        .where(where)
        .orderBy(listOrder(column, descending, true), c.id)
        .$dynamic(),
      q,
    ),
    db.select({ total: count() }).from(c).where(where),
  );
}

/** At most 50 contacts whose name contains `query`, by name. */
export const searchContacts = (db: Db | Tx, auth: ZoneHolder, query: string) => {
  const c = contactsOf(db, auth);
  return db
    .select()
    .from(c)
    .where(foldedWordsMatch([c.name], query))
    .orderBy(listOrder(c.name, false, true))
    .limit(50);
};

/** A store by id with what its contact page shows (zone scope is the caller's to check). */
export const findStoreContact = async (db: Db | Tx, id: string) =>
  (
    await db
      .select({
        id: stores.id,
        name: stores.name,
        phone: stores.phone,
        email: users.email,
        zoneId: stores.zoneId,
        zoneName: zones.name,
        active: stores.active,
        userId: stores.userId,
        address: stores.address,
        createdAt: stores.createdAt,
      })
      .from(stores)
      .innerJoin(zones, eq(zones.id, stores.zoneId))
      .leftJoin(users, eq(users.id, stores.userId))
      .where(eq(stores.id, id))
  )[0];

/** A courier by id with what its contact page shows (zone scope is the caller's to check). */
export const findCourierContact = async (db: Db | Tx, id: string) =>
  (
    await db
      .select({
        id: carriers.id,
        name: users.name,
        phone: carriers.phone,
        email: users.email,
        zoneId: carriers.zoneId,
        zoneName: zones.name,
        active: carriers.active,
        isJoker: carriers.isJoker,
        userId: carriers.userId,
        carrierType: carrierTypes.name,
        carrierTypeId: carrierTypes.id,
        createdAt: carriers.createdAt,
      })
      .from(carriers)
      .innerJoin(users, eq(users.id, carriers.userId))
      .innerJoin(zones, eq(zones.id, carriers.zoneId))
      .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
      .where(eq(carriers.id, id))
  )[0];
