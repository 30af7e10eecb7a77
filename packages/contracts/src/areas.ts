import { NAV_CLAIMS, type Claim } from './claims';
import type { Role } from './roles';

/**
 * Every signed-in area of the specification (§2): its role, default child and routes. A route's `page` names the
 * screen (its title is the i18n key `pages.<page>`); `claim` is what the claim guard asks for.
 */
export interface AreaRoute {
  path: string;
  page: string;
  claim?: Claim;
}
export interface Area {
  key: 'admin' | 'store' | 'chief' | 'zone-operator' | 'accounting';
  role: Role;
  layout: 'dense' | 'material';
  defaultPath: string;
  routes: AreaRoute[];
}

const { liveMap, carrierRegistry: cr, storeRegistry: sr } = NAV_CLAIMS;

const liveMapRoute: AreaRoute = { path: 'live-map', page: 'liveMap', claim: liveMap };
const emergencyRoute: AreaRoute = { path: 'emergency', page: 'emergency' };
const documentRoutes: AreaRoute[] = [
  { path: 'documents', page: 'documents' },
  { path: 'documents/attention', page: 'documentsAttention' },
];
const storeCreditRoute: AreaRoute = { path: 'store/credit/:id', page: 'storeCredit' };
const carrierSummaryRoute: AreaRoute = { path: 'reports/carrier/summary', page: 'carrierSummary', claim: cr };

const registry: AreaRoute[] = [
  { path: 'store/registry/list', page: 'storeRegistryList', claim: sr },
  { path: 'store/registry/details/:id', page: 'storeRegistryDetails', claim: sr },
  { path: 'carrier/registry/list', page: 'carrierRegistryList', claim: cr },
  { path: 'carrier/registry/details/:id', page: 'carrierRegistryDetails', claim: cr },
];
const storePages: AreaRoute[] = [
  { path: 'store/list', page: 'storeList' },
  { path: 'store/details/:id', page: 'storeDetails' },
];
const carrierPages: AreaRoute[] = [
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
const carrierReports: AreaRoute[] = [carrierSummaryRoute, { path: 'reports/carrier/backlogs', page: 'carrierBacklogs', claim: cr }];
/** The store reports an operator of a zone sees; the admin and the accountant also see the usage report. */
const storeDailyAndPeriod: AreaRoute[] = [
  { path: 'reports/store/summary', page: 'storeSummary', claim: cr },
  { path: 'reports/store/backlogs', page: 'storeBacklogs', claim: cr },
];
const storeReports: AreaRoute[] = [{ path: 'reports/store/usage', page: 'storeUsageReport', claim: cr }, ...storeDailyAndPeriod];
/** The operations dashboard and the activity feed of the office roles that run the day (claims `dashboards.read`, `activities.read`). */
const dayAtAGlance: AreaRoute[] = [
  { path: 'dashboards/operations', page: 'operationsDashboard' },
  { path: 'activities', page: 'activities' },
];
const financeDashboardRoute: AreaRoute = { path: 'dashboards/finance', page: 'financeDashboard' };
/** The courier academy (courses, who completed what) and the equipment lent to couriers. */
const academyRoutes: AreaRoute[] = [
  { path: 'academy', page: 'academy', claim: 'academy.read' },
  { path: 'academy/course/:id', page: 'academyCourse', claim: 'academy.read' },
];
const courseEditor: AreaRoute[] = [
  { path: 'academy/create', page: 'courseForm', claim: 'academy.write' },
  { path: 'academy/edit/:id', page: 'courseForm', claim: 'academy.write' },
];
const equipmentRoute: AreaRoute = { path: 'equipment', page: 'equipment', claim: 'equipment.read' };
/** The field desk of the admin and the zone operators: stores' requests and joker stations. */
/** The office's follow-ups: tasks (the list, a task opened from a link), the zone boards, the notes on records. */
const followUps: AreaRoute[] = [
  { path: 'apps/tasks', page: 'tasks', claim: 'tasks.read' },
  { path: 'apps/tasks/:id', page: 'tasks', claim: 'tasks.read' },
  { path: 'apps/scrumboard', page: 'scrumboard', claim: 'tasks.read' },
  { path: 'apps/notes', page: 'notes', claim: 'notes.read' },
];
const fieldDesk: AreaRoute[] = [
  { path: 'store-request-list', page: 'storeRequestList' },
  { path: 'joker/station', page: 'jokerStation' },
];

/** The help center: every area has it (each caller reads the categories written for them). */
const helpCenter: AreaRoute[] = [
  { path: 'help-center', page: 'helpCenter' },
  { path: 'help-center/faqs', page: 'helpCenterFaqs' },
  { path: 'help-center/guides/:category', page: 'helpCenterGuides' },
  { path: 'help-center/guides/:category/:guide', page: 'helpCenterGuide' },
];
/** The contacts directory of the office roles. */
const contacts: AreaRoute[] = [
  { path: 'contacts', page: 'contacts', claim: 'contacts.read' },
  { path: 'contacts/:id', page: 'contactDetails', claim: 'contacts.read' },
];

export const AREAS: Area[] = [
  {
    key: 'admin',
    role: 'Admin',
    layout: 'dense',
    defaultPath: 'live-map',
    routes: [
      liveMapRoute,
      { path: 'zone/list', page: 'zoneList', claim: cr },
      { path: 'zone/create', page: 'zoneCreate', claim: cr },
      { path: 'zone/details/:id', page: 'zoneDetails', claim: cr },
      ...storePages,
      ...carrierPages,
      storeCreditRoute,
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
      emergencyRoute,
      ...documentRoutes,
      { path: 'announcement-list', page: 'announcementList' },
      { path: 'create-announcement', page: 'createAnnouncement' },
      { path: 'edit-announcement/:id', page: 'editAnnouncement' },
      { path: 'announcement-history/:id', page: 'announcementHistory' },
      ...fieldDesk,
      ...dayAtAGlance,
      financeDashboardRoute,
      ...contacts,
      ...helpCenter,
      { path: 'mailbox', page: 'mailbox', claim: 'settings.read' },
      ...followUps,
      ...academyRoutes,
      ...courseEditor,
      equipmentRoute,
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
      ...helpCenter,
    ],
  },
  {
    key: 'chief',
    role: 'ChiefCarrier',
    layout: 'dense',
    defaultPath: 'live-map',
    routes: [
      liveMapRoute,
      ...daily,
      emergencyRoute,
      carrierSummaryRoute,
      ...dayAtAGlance,
      ...contacts,
      ...helpCenter,
      ...followUps,
      ...academyRoutes,
      equipmentRoute,
      ...carrierPages,
      ...documentRoutes,
    ],
  },
  {
    key: 'zone-operator',
    role: 'ZoneOperator',
    layout: 'dense',
    defaultPath: 'live-map',
    routes: [
      liveMapRoute,
      ...registry,
      ...storePages,
      ...carrierPages,
      ...daily,
      ...carrierReports,
      ...storeDailyAndPeriod,
      emergencyRoute,
      ...documentRoutes,
      ...fieldDesk,
      ...dayAtAGlance,
      ...contacts,
      ...helpCenter,
      ...followUps,
      ...academyRoutes,
      equipmentRoute,
    ],
  },
  {
    key: 'accounting',
    role: 'Accountant',
    layout: 'dense',
    defaultPath: 'accounting/current-carrier-payments',
    routes: [
      ...accounting,
      ...storePages,
      storeCreditRoute,
      ...registry,
      ...carrierPages,
      ...storeReports,
      financeDashboardRoute,
      equipmentRoute,
      ...contacts,
      ...helpCenter,
    ],
  },
];

export const areaByRole = (role: Role | undefined) => AREAS.find((a) => a.role === role);
