import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactDetail, ContactRow, ContactTag, contactListQuery } from '@kurye/contracts/contacts';
import type { Page, Wire } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';

export type Contact = Wire<ContactRow>;
export type ContactFull = Wire<ContactDetail>;
export type ContactListParams = Partial<z.input<typeof contactListQuery>> & { page: number; size: number; tag?: ContactTag };

export const contactKeys = {
  all: ['contacts'] as const,
  list: (params: object) => ['contacts', 'list', params] as const,
  one: (id: string) => ['contacts', 'one', id] as const,
};

export const contactListQueryOptions = (params: ContactListParams) =>
  queryOptions({
    queryKey: contactKeys.list(params),
    queryFn: () => api.get<Page<Contact>>('/api/apps/contacts/all', { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
export const useContactList = (params: ContactListParams) => useQuery(contactListQueryOptions(params));

export const contactQuery = (id: string) =>
  queryOptions({ queryKey: contactKeys.one(id), queryFn: () => api.get<ContactFull>('/api/apps/contacts/contact', { params: { id } }) });
export const useContact = (id: string) => useQuery(contactQuery(id));
