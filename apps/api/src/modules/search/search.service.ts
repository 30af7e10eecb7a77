import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatRequestNumber } from '@kurye/contracts/delivery';
import { NAVIGATION, filterNavigation } from '@kurye/contracts/navigation';
import { ROLE_HOME } from '@kurye/contracts/roles';
import { carriers, deliveryRequests, stores, users, zones } from '../../db/schema';
import type { Db } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { zoneFilter, type AuthContext } from '../auth/auth.context';

export interface SearchResult {
  value: string;
  detail?: string;
  link?: string;
}
export interface SearchResultSet {
  id: 'pages' | 'stores' | 'couriers' | 'requests';
  label: string;
  results: SearchResult[];
}

const LIMIT = 8;
const NO_ZONE = '00000000-0000-0000-0000-000000000000';

/** The digits of a phone search without the country code or trunk 0: "0532 123 45 67" → "5321234567". */
export function phoneDigits(query: string): string | null {
  if (!/^[\d\s()+-]+$/.test(query)) return null;
  let digits = query.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length >= 12) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}

interface NavItem {
  title?: string;
  link?: string;
  children?: NavItem[];
}
const flatten = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
const fold = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The header's global search: pages of the caller's menu, and — only with the claim and inside the caller's zones —
 * stores, couriers (by name or phone) and delivery requests (by number, store name or phone). A store sees its own
 * requests only.
 */
export function createSearchService(db: Db) {
  return {
    async search(auth: AuthContext, query: string): Promise<SearchResultSet[]> {
      const q = query.trim();
      const home = ROLE_HOME[auth.roles[0] ?? 'Store'];
      const digits = phoneDigits(q);
      const scope = zoneFilter(auth);
      const zoneIn = (column: typeof stores.zoneId | typeof carriers.zoneId | typeof deliveryRequests.zoneId) =>
        scope ? inArray(column, scope.length ? [...scope] : [NO_ZONE]) : undefined;
      const sets: SearchResultSet[] = [];

      const role = auth.roles[0];
      const menu = role ? flatten(filterNavigation(NAVIGATION[role], auth.claims) as NavItem[]) : [];
      const pages = menu.filter((i) => i.link && i.title && fold(i.title).includes(fold(q))).slice(0, LIMIT);
      if (pages.length) sets.push({ id: 'pages', label: 'Sayfalar', results: pages.map((p) => ({ value: p.title!, link: p.link })) });

      if (auth.claims.has('stores.read')) {
        const match = or(ilike(stores.name, likePattern(q)), digits ? ilike(stores.phone, likePattern(digits)) : undefined);
        const rows = await db
          .select({ id: stores.id, name: stores.name, phone: stores.phone, zoneName: zones.name })
          .from(stores)
          .innerJoin(zones, eq(zones.id, stores.zoneId))
          .where(and(match, zoneIn(stores.zoneId)))
          .orderBy(stores.name)
          .limit(LIMIT);
        if (rows.length)
          sets.push({
            id: 'stores',
            label: 'İşletmeler',
            results: rows.map((r) => ({ value: r.name, detail: `${r.zoneName} · ${r.phone}`, link: `${home}/store/details/${r.id}` })),
          });
      }

      if (auth.claims.has('carriers.read')) {
        const match = or(ilike(users.name, likePattern(q)), digits ? ilike(carriers.phone, likePattern(digits)) : undefined);
        const rows = await db
          .select({ id: carriers.id, name: users.name, phone: carriers.phone, zoneName: zones.name })
          .from(carriers)
          .innerJoin(users, eq(users.id, carriers.userId))
          .innerJoin(zones, eq(zones.id, carriers.zoneId))
          .where(and(match, zoneIn(carriers.zoneId)))
          .orderBy(users.name)
          .limit(LIMIT);
        if (rows.length)
          sets.push({
            id: 'couriers',
            label: 'Kuryeler',
            results: rows.map((r) => ({ value: r.name, detail: `${r.zoneName} · ${r.phone}`, link: `${home}/carrier/details/${r.id}` })),
          });
      }

      const ownStore = auth.claims.has('requests.own')
        ? (await db.select({ id: stores.id }).from(stores).where(eq(stores.userId, auth.userId)).limit(1))[0]
        : undefined;
      if (auth.claims.has('dispatch.read') || ownStore) {
        // The readable request number, typed as "T-24117", "t24117" or its first digits.
        const requestNo = /^(?:t-?\s*)?(\d{3,9})$/i.exec(q)?.[1];
        const byNumber = requestNo ? sql`${deliveryRequests.number}::text like ${`${requestNo}%`}` : undefined;
        const match = or(byNumber, ilike(stores.name, likePattern(q)), digits ? ilike(stores.phone, likePattern(digits)) : undefined);
        const where: (SQL | undefined)[] = [match, ownStore ? eq(deliveryRequests.storeId, ownStore.id) : zoneIn(deliveryRequests.zoneId)];
        const rows = await db
          .select({
            id: deliveryRequests.id,
            number: deliveryRequests.number,
            status: deliveryRequests.status,
            storeName: stores.name,
            createdAt: deliveryRequests.createdAt,
          })
          .from(deliveryRequests)
          .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
          .where(and(...where))
          .orderBy(desc(deliveryRequests.createdAt))
          .limit(LIMIT);
        const link = ownStore ? () => `${home}/list` : (id: string) => `${home}/daily/delivery/requests?request=${id}`;
        if (rows.length)
          sets.push({
            id: 'requests',
            label: 'Talepler',
            results: rows.map((r) => ({ value: `${formatRequestNumber(r.number)} · ${r.storeName}`, detail: r.status, link: link(r.id) })),
          });
      }
      return sets;
    },
  };
}
