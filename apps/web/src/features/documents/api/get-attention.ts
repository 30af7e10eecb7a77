import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttentionRow } from '@kurye/contracts/documents';
import type { Page } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';
import { documentKeys, type AttentionParams } from './keys';

export const getAttention = (p: AttentionParams) => api.get<Page<AttentionRow>>('/api/documents/attention', { params: { ...p } });

/** GET /api/documents/attention: missing, rejected, pending, expired and expiring required documents. */
export const attentionQuery = (p: AttentionParams) =>
  queryOptions({ queryKey: documentKeys.attention(p), queryFn: () => getAttention(p), placeholderData: keepPreviousData });

export const useAttention = (p: AttentionParams) => useQuery(attentionQuery(p));
