import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceDashboard } from '@kurye/contracts/dashboards';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getFinance = () => api.get<FinanceDashboard>('/api/dashboards/finance');

export const financeQuery = () => queryOptions({ queryKey: dashboardKeys.finance, queryFn: getFinance });

export const useFinance = () => useQuery(financeQuery());
