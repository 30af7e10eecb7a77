import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavigationResponse } from '@kurye/contracts/navigation';
import { api } from '../../../lib/api-client';
import { navigationKeys } from './keys';

export const getNavigation = () => api.get<NavigationResponse>('/api/common/navigation');

/** Keyed by user id: the menu depends on the user's claims. */
export const navigationQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: navigationKeys.menu(userId), queryFn: getNavigation, enabled: !!userId, staleTime: 5 * 60_000 });

export const useNavigationMenu = (userId: string | undefined) => useQuery(navigationQueryOptions(userId));
