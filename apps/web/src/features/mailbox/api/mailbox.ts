import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailStatus, mailFolders, mailList, outgoingMail } from '@kurye/contracts/mailbox';
import type { Wire } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';

export type MailPage = Wire<z.infer<typeof mailList>>;
export type MailRow = NonNullable<MailPage['mails']>[number];
export type Mail = Wire<z.infer<typeof outgoingMail>>;
export type Folders = z.infer<typeof mailFolders>;

const base = '/api/apps/mailbox';
export const mailKeys = {
  all: ['mailbox'] as const,
  folders: ['mailbox', 'folders'] as const,
  list: (params: object) => ['mailbox', 'list', params] as const,
  one: (id: string) => ['mailbox', 'one', id] as const,
};

export const foldersQuery = () => queryOptions({ queryKey: mailKeys.folders, queryFn: () => api.get<Folders>(`${base}/folders`) });
export const useFolders = () => useQuery(foldersQuery());

export interface MailListParams {
  folder?: MailStatus;
  q?: string;
  page: number;
}
export const mailListQuery = (params: MailListParams) =>
  queryOptions({
    queryKey: mailKeys.list(params),
    queryFn: () => api.get<MailPage>(`${base}/mails`, { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
export const useMailList = (params: MailListParams) => useQuery(mailListQuery(params));

export const mailQuery = (id: string | null) =>
  queryOptions({ queryKey: mailKeys.one(id ?? ''), queryFn: () => api.get<Mail>(`${base}/mail`, { params: { id: id! } }), enabled: !!id });
export const useMail = (id: string | null) => useQuery(mailQuery(id));

export function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Mail>(`${base}/resend`, { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
