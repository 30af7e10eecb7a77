import { useQuery } from '@tanstack/react-query';
import { provincesQueryOptions } from '../../../lib/geo-queries';

export const useProvinces = () => useQuery(provincesQueryOptions());
