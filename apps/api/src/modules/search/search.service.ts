import { formatRequestNumber } from '@kurye/contracts/delivery';
import { formatPhone } from '@kurye/contracts/tc-kimlik';
import { NAVIGATION, filterNavigation } from '@kurye/contracts/navigation';
import { ROLE_HOME } from '@kurye/contracts/roles';
import type { SearchResultSet } from '@kurye/contracts/search';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../access/auth-context';
import { personalView } from '../../access/personal-data';
import { phoneDigits } from './phone-digits';
import * as repo from './search.repository';

export type { SearchResult, SearchResultSet } from '@kurye/contracts/search';
export { phoneDigits } from './phone-digits';

/** What the header's search needs from the app. */
export interface SearchDeps {
  db: Db;
  /** The calling store user's store id (undefined for anyone else). */
  storeIdOf: (userId: string) => Promise<string | undefined>;
}

const LIMIT = 8;

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
export function createSearchService(deps: SearchDeps) {
  const { db } = deps;

  function pages(auth: AuthContext, q: string): SearchResultSet | undefined {
    const role = auth.roles[0];
    const menu = role ? flatten(filterNavigation(NAVIGATION[role], auth.claims) as NavItem[]) : [];
    const found = menu.filter((i) => i.link && i.title && fold(i.title).includes(fold(q))).slice(0, LIMIT);
    return found.length ? { id: 'pages', label: 'Sayfalar', results: found.map((p) => ({ value: p.title!, link: p.link })) } : undefined;
  }

  async function requests(auth: AuthContext, home: string, terms: repo.SearchTerms): Promise<SearchResultSet | undefined> {
    const ownStore = auth.claims.has('requests.own') ? await deps.storeIdOf(auth.userId) : undefined;
    if (!auth.claims.has('dispatch.read') && !ownStore) return undefined;
    // The readable request number, typed as "T-24117", "t24117" or its first digits.
    const requestNo = /^(?:t-?\s*)?(\d{3,9})$/i.exec(terms.q)?.[1];
    const rows = await repo.searchRequests(db, ownStore ? { storeId: ownStore } : auth, terms, requestNo);
    const link = ownStore ? () => `${home}/list` : (id: string) => `${home}/daily/delivery/requests?request=${id}`;
    if (!rows.length) return undefined;
    return {
      id: 'requests',
      label: 'Talepler',
      results: rows.map((r) => ({ value: `${formatRequestNumber(r.number)} · ${r.storeName}`, detail: r.status, link: link(r.id) })),
    };
  }

  return {
    async search(auth: AuthContext, query: string): Promise<SearchResultSet[]> {
      const q = query.trim();
      const home = ROLE_HOME[auth.roles[0] ?? 'Store'];
      const view = personalView(auth);
      // Without the personal-data claim a phone is neither shown nor searchable (a hit would tell whose number it is).
      const terms: repo.SearchTerms = { q, digits: view.full ? phoneDigits(q) : null, limit: LIMIT };
      const sets: (SearchResultSet | undefined)[] = [pages(auth, q)];

      if (auth.claims.has('stores.read')) {
        const rows = await repo.searchStores(db, auth, terms);
        if (rows.length)
          sets.push({
            id: 'stores',
            label: 'İşletmeler',
            results: rows.map((r) => ({
              value: r.name,
              detail: `${r.zoneName} · ${formatPhone(view.phone(r.phone) ?? '')}`,
              link: `${home}/store/details/${r.id}`,
            })),
          });
      }

      if (auth.claims.has('carriers.read')) {
        const rows = await repo.searchCarriers(db, auth, terms);
        if (rows.length)
          sets.push({
            id: 'couriers',
            label: 'Kuryeler',
            results: rows.map((r) => ({
              value: r.name,
              detail: `${r.zoneName} · ${formatPhone(view.phone(r.phone) ?? '')}`,
              link: `${home}/carrier/details/${r.id}`,
            })),
          });
      }

      sets.push(await requests(auth, home, terms));
      return sets.filter((s): s is SearchResultSet => s !== undefined);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
