import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  storeList: () => import('./routes/store-list-page').then((m) => m.StoreListPage),
  storeDetails: () => import('./routes/store-details-page').then((m) => m.StoreDetailsPage),
  storeCredit: () => import('./routes/store-credit-page').then((m) => m.StoreCreditPage),
  carrierList: () => import('./routes/carrier-list-page').then((m) => m.CarrierListPage),
  carrierDetails: () => import('./routes/carrier-details-page').then((m) => m.CarrierDetailsPage),
  storeRegistryList: () => import('./routes/application-list-page').then((m) => m.StoreRegistryListPage),
  storeRegistryDetails: () => import('./routes/application-details-page').then((m) => m.StoreRegistryDetailsPage),
  carrierRegistryList: () => import('./routes/application-list-page').then((m) => m.CarrierRegistryListPage),
  carrierRegistryDetails: () => import('./routes/application-details-page').then((m) => m.CarrierRegistryDetailsPage),
};
