import type { ApplicationListParams } from '@kurye/contracts/applications';
import type { CarrierListParams } from '@kurye/contracts/carriers';
import type { StoreListParams } from '@kurye/contracts/stores';

/** Query keys of the directory (stores, couriers, applications). */
export const directoryKeys = {
  stores: ['directory', 'stores'] as const,
  storeList: (params: StoreListParams) => ['directory', 'stores', 'list', params] as const,
  store: (id: string) => ['directory', 'stores', 'details', id] as const,
  carriers: ['directory', 'carriers'] as const,
  carrierList: (params: CarrierListParams) => ['directory', 'carriers', 'list', params] as const,
  carrier: (id: string) => ['directory', 'carriers', 'details', id] as const,
  applications: ['directory', 'applications'] as const,
  applicationList: (params: ApplicationListParams) => ['directory', 'applications', 'list', params] as const,
  application: (id: string) => ['directory', 'applications', 'details', id] as const,
  zones: ['directory', 'zones'] as const,
  carrierIban: (id: string) => ['directory', 'carrier-iban', id] as const,
  carrierKit: (id: string) => ['directory', 'carrier-kit', id] as const,
  carrierCourses: (id: string) => ['directory', 'carrier-courses', id] as const,
  lendable: (search: string) => ['directory', 'lendable', search] as const,
};
