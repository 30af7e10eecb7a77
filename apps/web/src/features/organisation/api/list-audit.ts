import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '@kurye/contracts/paging';
import { orgKeys } from './keys';

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** The record's readable name ("Kadıköy", "T-24117/2"), when known. */
  entityLabel: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
export interface AuditParams {
  page: number;
  size: number;
  sort: 'createdAt' | '-createdAt';
  entity?: string;
  action?: string;
}

export const listAudit = (params: AuditParams) => api.get<Page<AuditEntry>>('/api/audit', { params: { ...params } });

export const auditQuery = (params: AuditParams) =>
  queryOptions({ queryKey: orgKeys.audit(params), queryFn: () => listAudit(params), placeholderData: keepPreviousData });

export const useAudit = (params: AuditParams) => useQuery(auditQuery(params));
