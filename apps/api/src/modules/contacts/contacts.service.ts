import type { ContactTag } from '@kurye/contracts/contacts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { canSeeZone } from '../../access/zone-where';
import { auditPersonalView } from '../audit/audit.service';
import * as repo from './contacts.repository';

export interface ContactsDeps {
  db: Db;
}

/** The tags' names (the web words them in the reader's language by id). */
const TAG_TITLES: Record<ContactTag, string> = { store: 'İşletme', courier: 'Kurye', joker: 'Joker kurye', passive: 'Pasif' };

const tagsOf = (r: { kind: 'store' | 'courier'; isJoker: boolean; active: boolean }): ContactTag[] => [
  r.kind,
  ...(r.isJoker ? (['joker'] as const) : []),
  ...(r.active ? [] : (['passive'] as const)),
];

const asContact = ({ isJoker, ...r }: repo.ContactListRow) => ({ ...r, tags: tagsOf({ ...r, isJoker }) });

/**
 * One directory of the stores and couriers of the caller's zones (`contacts.read`). Phones leave masked without
 * `personal.read` by the policy plugin, like on the store and courier pages.
 */
export function createContactsService({ db }: ContactsDeps) {
  return {
    async list(auth: AuthContext, q: Parameters<typeof repo.findContactPage>[2]) {
      const { rows, total } = await repo.findContactPage(db, auth, q);
      return { items: rows.map(asContact), total, page: q.page, size: q.size };
    },

    async search(auth: AuthContext, query: string) {
      return (await repo.searchContacts(db, auth, query)).map(asContact);
    },

    /** A store or a courier by its id; one of another zone is a 404 like a missing one. A full view of the phone is audited. */
    async contact(auth: AuthContext, id: string) {
      const store = await repo.findStoreContact(db, id);
      if (store) {
        if (!canSeeZone(auth, store.zoneId)) throw notFound();
        await auditPersonalView(db, auth, 'store', id);
        return {
          ...store,
          kind: 'store' as const,
          carrierType: null,
          carrierTypeId: null,
          tags: tagsOf({ kind: 'store', isJoker: false, active: store.active }),
        };
      }
      const courier = await repo.findCourierContact(db, id);
      if (!courier || !canSeeZone(auth, courier.zoneId)) throw notFound();
      await auditPersonalView(db, auth, 'carrier', id);
      const { isJoker, ...rest } = courier;
      return { ...rest, kind: 'courier' as const, address: null, tags: tagsOf({ kind: 'courier', isJoker, active: courier.active }) };
    },

    tags: () => Object.entries(TAG_TITLES).map(([id, title]) => ({ id: id as ContactTag, title })),
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
