import { NAV_CLAIMS, type NavClaim } from './claims';
import type { Role } from './roles';

/**
 * Every signed-in area of the specification (§2): its role, default child and routes. A route's `page` names the
 * screen (its title is the i18n key `pages.<page>`); `claim` is what the claim guard asks for.
 */
export interface AreaRoute {
  path: string;
  page: string;
  claim?: NavClaim;
}
export interface Area {
  key: 'admin' | 'store' | 'chief' | 'zone-operator' | 'accounting';
  role: Role;
  layout: 'dense' | 'material';
  defaultPath: string;
  routes: AreaRoute[];
}

const { liveMap, carrierRegistry: cr, storeRegistry: sr } = NAV_CLAIMS;

const registry: AreaRoute[] = [
  { path: 'store/registry/list', page: 'storeRegistryList', claim: sr },
  { path: 'store/registry/details/:id', page: 'storeRegistryDetails', claim: sr },
  { path: 'carrier/registry/list', page: 'carrierRegistryList', claim: cr },
  { path: 'carrier/registry/details/:id', page: 'carrierRegistryDetails', claim: cr },
];
const storesAndCarriers: AreaRoute[] = [
  { path: 'store/list', page: 'storeList' },
  { path: 'store/details/:id', page: 'storeDetails' },
  { path: 'carrier/list', page: 'carrierList' },
  { path: 'carrier/details/:id', page: 'carrierDetails' },
];
const daily: AreaRoute[] = [
  { path: 'daily/delivery/requests', page: 'dailyRequests', claim: cr },
  { path: 'daily/packet/operations', page: 'dailyPacketOperations', claim: cr },
];
const accounting: AreaRoute[] = [
  { path: 'accounting', page: 'accountingOverview', claim: cr },
  { path: 'accounting/current-carrier-payments', page: 'currentCarrierPayments', claim: cr },
  { path: 'accounting/payment-groups', page: 'paymentGroups', claim: cr },
  { path: 'accounting/invoice-requests', page: 'invoiceRequests', claim: cr },
  { path: 'accounting/payment-requests', page: 'paymentRequests', claim: cr },
  { path: 'accounting/payments', page: 'payments', claim: cr },
  { path: 'accounting/cash', page: 'cashReconciliation', claim: cr },
];
const carrierReports: AreaRoute[] = [
  { path: 'reports/carrier/summary', page: 'carrierSummary', claim: cr },
  { path: 'reports/carrier/backlogs', page: 'carrierBacklogs', claim: cr },
];
const storeReports: AreaRoute[] = [
  { path: 'reports/store/usage', page: 'storeUsageReport', claim: cr },
  { path: 'reports/store/summary', page: 'storeSummary', claim: cr },
  { path: 'reports/store/backlogs', page: 'storeBacklogs', claim: cr },
];

export const AREAS: Area[] = [
  {
    key: 'admin',
    role: 'Admin',
    layout: 'dense',
    defaultPath: 'live-map',
    routes: [
      { path: 'live-map', page: 'liveMap', claim: liveMap },
      { path: 'zone/list', page: 'zoneList', claim: cr },
      { path: 'zone/create', page: 'zoneCreate', claim: cr },
      { path: 'zone/details/:id', page: 'zoneDetails', claim: cr },
      ...storesAndCarriers,
      { path: 'store/credit/:id', page: 'storeCredit' },
      { path: 'store/api-keys', page: 'adminApiKeys' },
      ...registry,
      { path: 'reports/carrier-performance', page: 'carrierPerformance', claim: cr },
      { path: 'reports/work-summary', page: 'workSummary', claim: cr },
      { path: 'reports/profit-by-date', page: 'profitByDate', claim: cr },
      { path: 'reports/profit-by-date-and-province', page: 'profitByDateAndProvince' },
      ...storeReports,
      ...daily,
      ...carrierReports,
      ...accounting,
      { path: 'users', page: 'users' },
      { path: 'user/user-form', page: 'userForm' },
      { path: 'user/user-form/:id', page: 'userForm' },
      { path: 'system', page: 'system' },
      { path: 'emergency', page: 'emergency' },
      { path: 'announcement-list', page: 'announcementList' },
      { path: 'create-announcement', page: 'createAnnouncement' },
      { path: 'edit-announcement/:id', page: 'editAnnouncement' },
      { path: 'announcement-history/:id', page: 'announcementHistory' },
      { path: 'store-request-list', page: 'storeRequestList' },
      { path: 'joker/station', page: 'jokerStation' },
    ],
  },
  {
    key: 'store',
    role: 'Store',
    layout: 'material',
    defaultPath: 'packet',
    routes: [
      { path: 'packet', page: 'storePacket' },
      { path: 'credit/buy', page: 'creditBuy' },
      { path: 'packet/history', page: 'packetHistory' },
      { path: 'list', page: 'storeRequests' },
      { path: 'packet-operations', page: 'storePacketOperations' },
      { path: 'usage', page: 'storeUsage' },
      { path: 'service-account', page: 'serviceAccount' },
    ],
  },
  {
    key: 'chief',
    role: 'ChiefCarrier',
    layout: 'dense',
    defaultPath: 'live-map',
    routes: [
      { path: 'live-map', page: 'liveMap', claim: liveMap },
      ...daily,
      { path: 'emergency', page: 'emergency' },
      { path: 'reports/carrier/summary', page: 'carrierSummary', claim: cr },
    ],
  },
  {
    key: 'zone-operator',
    role: 'ZoneOperator',
    layout: 'dense',
    defaultPath: 'live-map',
    routes: [
      { path: 'live-map', page: 'liveMap', claim: liveMap },
      ...registry,
      ...storesAndCarriers,
      ...daily,
      ...carrierReports,
      { path: 'reports/store/summary', page: 'storeSummary', claim: cr },
      { path: 'reports/store/backlogs', page: 'storeBacklogs', claim: cr },
      { path: 'emergency', page: 'emergency' },
      { path: 'store-request-list', page: 'storeRequestList' },
      { path: 'joker/station', page: 'jokerStation' },
    ],
  },
  {
    key: 'accounting',
    role: 'Accountant',
    layout: 'dense',
    defaultPath: 'accounting/current-carrier-payments',
    routes: [
      ...accounting,
      { path: 'store/list', page: 'storeList' },
      { path: 'store/details/:id', page: 'storeDetails' },
      { path: 'store/credit/:id', page: 'storeCredit' },
      ...registry,
      { path: 'carrier/list', page: 'carrierList' },
      { path: 'carrier/details/:id', page: 'carrierDetails' },
      ...storeReports,
    ],
  },
];

export const areaByRole = (role: Role | undefined) => AREAS.find((a) => a.role === role);
