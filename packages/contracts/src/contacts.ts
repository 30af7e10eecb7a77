import { z } from 'zod';
import { listQuery } from './common';

/**
 * The contacts directory (specification §7 `api/apps/contacts/*`): every store and courier of the caller's zones in one
 * list. Phones leave masked without `personal.read` (the field is `phone`, masked by name like everywhere else).
 */

export const CONTACT_KINDS = ['store', 'courier'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The tags a contact carries, derived from its record (no hand-kept labels that go stale). */
export const CONTACT_TAGS = ['store', 'courier', 'joker', 'passive'] as const;
export type ContactTag = (typeof CONTACT_TAGS)[number];

export const contactTag = z.object({ id: z.enum(CONTACT_TAGS), title: z.string() });
export const contactTags = z.array(contactTag);

export const contactRow = z.object({
  /** The store's or courier's id (the record the contact page links to). */
  id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  zoneId: z.string(),
  zoneName: z.string(),
  active: z.boolean(),
  tags: z.array(z.enum(CONTACT_TAGS)),
  /** The contact's user (for the quick chat); null for a store without a user. */
  userId: z.string().nullable(),
});
export type ContactRow = z.infer<typeof contactRow>;

export const CONTACT_SORT_FIELDS = ['name', 'zoneName'] as const;

/** `q`: name contains (Turkish letters and case folded); `tag`: only contacts with it; `zoneId`: one zone. */
export const contactListQuery = listQuery(CONTACT_SORT_FIELDS, 'name').extend({
  tag: z.enum(CONTACT_TAGS).optional(),
  zoneId: z.uuid().optional(),
});
export const contactPage = z.object({ items: z.array(contactRow), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** The specification's search: name contains `query` (at most 50 answers). */
export const contactSearchQuery = z.object({ query: z.string().trim().min(1).max(100) });
export const contactSearchResult = z.array(contactRow);

export const contactQuery = z.object({ id: z.uuid() });

/** One contact with what its page shows beside the list's fields. */
export const contactDetail = contactRow.extend({
  address: z.string().nullable(),
  carrierType: z.string().nullable(),
  carrierTypeId: z.string().nullable(),
  createdAt: z.date(),
});
export type ContactDetail = z.infer<typeof contactDetail>;
