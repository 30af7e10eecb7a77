import { queryOptions } from '@tanstack/react-query';
import type { RetentionPeriods } from '@kurye/contracts/settings';
import { api } from '../../../lib/api-client';

/** How many days personal data is kept (the settings' retention), for the privacy notice; public. */
export const getRetentionPeriods = () => api.get<RetentionPeriods>('/api/privacy/retention');

export const retentionPeriodsQueryOptions = () =>
  queryOptions({ queryKey: ['privacy', 'retention'], queryFn: getRetentionPeriods, staleTime: 5 * 60_000, retry: false });
