import type { Role } from './roles';

/** Navigation claims, named exactly as the specification (§3, §6) gives them. */
export const NAV_CLAIMS = {
  test: 'TestNavigationPermission',
  carrierRegistry: 'CarrierRegistryRequestNavigationPermission',
  storeRegistry: 'StoreRegistryRequestNavigationPermission',
  liveMap: 'LiveMapNavigationPermission',
} as const;

/** API claims, `resource.action`. Each API route names one of these, or is public / for any signed-in user. */
export const API_CLAIMS = [
  'users.read',
  'users.write',
  'roles.read',
  'roles.write',
  'zones.read',
  'zones.write',
  'stores.read',
  'stores.write',
  'stores.credit',
  'stores.overdraft',
  'carriers.read',
  'carriers.write',
  'applications.read',
  'applications.review',
  'settings.read',
  'settings.write',
  'audit.read',
  'personal.read',
  'requests.own',
  'requests.read',
  'courier.work',
  'dispatch.read',
  'dispatch.assign',
  'store-requests.read',
  'payments.read',
  'payments.write',
  'store-requests.resolve',
  'emergencies.read',
  'emergencies.manage',
  'emergencies.contact',
  'joker-stations.read',
  'joker-stations.write',
  'payments.own',
  'invoices.own',
  'invoices.read',
  'invoices.write',
  'integrations.own',
  'integrations.admin',
  'reports.read',
  'reports.profit',
  'announcements.read',
  'announcements.write',
  'announcements.own',
  'messages.start',
  'documents.read',
  'documents.write',
  'documents.verify',
] as const;
export type ApiClaim = (typeof API_CLAIMS)[number];
export type NavClaim = (typeof NAV_CLAIMS)[keyof typeof NAV_CLAIMS];
export type Claim = ApiClaim | NavClaim;

export const ALL_CLAIMS: readonly Claim[] = [...Object.values(NAV_CLAIMS), ...API_CLAIMS];

const { liveMap, carrierRegistry, storeRegistry, test } = NAV_CLAIMS;

/** Claims that act on the caller's own store or courier record: they make no sense for an Admin. */
const OWN_CLAIMS: readonly ApiClaim[] = ['requests.own', 'courier.work', 'payments.own', 'invoices.own', 'integrations.own', 'announcements.own'];

/** What a role that runs the day's deliveries holds: the requests, assigning couriers, and answering an SOS. */
const RUNS_THE_DAY: readonly ApiClaim[] = [
  'requests.read',
  'dispatch.read',
  'dispatch.assign',
  'emergencies.read',
  'emergencies.manage',
  'emergencies.contact',
];

/** The seeded role → claims matrix. It lives in the database afterwards and an Admin may change it. */
export const DEFAULT_ROLE_CLAIMS: Record<Role, readonly Claim[]> = {
  Admin: [liveMap, carrierRegistry, storeRegistry, test, ...API_CLAIMS.filter((c) => !OWN_CLAIMS.includes(c))],
  ZoneOperator: [
    liveMap,
    ...RUNS_THE_DAY,
    'store-requests.read',
    'store-requests.resolve',
    'joker-stations.read',
    'joker-stations.write',
    carrierRegistry,
    storeRegistry,
    'zones.read',
    'stores.read',
    'stores.write',
    'carriers.read',
    'carriers.write',
    'applications.read',
    'applications.review',
    'personal.read',
    'reports.read',
    'messages.start',
    'documents.read',
    'documents.write',
    'documents.verify',
  ],
  ChiefCarrier: [liveMap, carrierRegistry, 'zones.read', 'carriers.read', ...RUNS_THE_DAY, 'reports.read', 'messages.start', 'documents.read'],
  Accountant: [
    carrierRegistry,
    storeRegistry,
    'zones.read',
    'stores.read',
    'stores.write',
    'stores.credit',
    'carriers.read',
    'applications.read',
    'requests.read',
    'payments.read',
    'payments.write',
    'invoices.read',
    'invoices.write',
    'reports.read',
  ],
  Store: ['requests.own', 'requests.read', 'payments.own', 'invoices.own', 'integrations.own', 'announcements.own'],
  Carrier: ['courier.work', 'requests.read'],
};
