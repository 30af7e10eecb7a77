import { z } from 'zod';
import { NAV_CLAIMS, type Claim } from './claims';
import type { Role } from './roles';

export type NavigationItemType = 'basic' | 'aside' | 'collapsable' | 'group' | 'divider' | 'spacer';

/** A menu entry as `GET /api/common/navigation` returns it. `title` is Turkish; the web translates by `id`. */
export interface NavigationItem {
  id: string;
  title?: string;
  subtitle?: string;
  type: NavigationItemType;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self';
  disabled?: boolean;
  hidden?: boolean;
  /** Shown on hover (and as the label of an icon-only rail). */
  tooltip?: string;
  /** A short text on the item ("Yeni", a count). */
  badge?: { title: string };
  /** Router links: lit only on this exact path (default), or also on the paths under it (`false`). */
  exactMatch?: boolean;
  queryParams?: Record<string, string>;
  fragment?: string;
  /** Collapsables: opening this one closes its open siblings. */
  autoCollapse?: boolean;
  /** Shown only to holders of this claim (a navigation claim, or the API claim the page's calls need). */
  meta?: { claim?: Claim };
  children?: NavigationItem[];
}

export interface NavigationResponse {
  compact: NavigationItem[];
  default: NavigationItem[];
  futuristic: NavigationItem[];
  horizontal: NavigationItem[];
}

const { liveMap, carrierRegistry: cr, storeRegistry: sr } = NAV_CLAIMS;

const link = (id: string, title: string, href: string, icon: string, claim?: Claim): NavigationItem => ({
  id,
  title,
  type: 'basic',
  icon,
  link: href,
  ...(claim ? { meta: { claim } } : {}),
});
const group = (id: string, title: string, type: 'group' | 'collapsable' | 'aside', icon: string, children: NavigationItem[]) => ({
  id,
  title,
  type,
  icon,
  children,
});

const applications = (area: string) =>
  group('applications', 'Başvurular', 'collapsable', 'solution', [
    link('applications.store', 'İşletme Başvuruları', `/${area}/store/registry/list`, 'form', sr),
    link('applications.carrier', 'Kurye Başvuruları', `/${area}/carrier/registry/list`, 'idcard', cr),
  ]);
const dailyTracking = (area: string) =>
  group('daily', 'Günlük Takip', 'collapsable', 'schedule', [
    link('daily.requests', 'Talepler', `/${area}/daily/delivery/requests`, 'unordered-list', cr),
    link('daily.packetOperations', 'Paket İşlemleri', `/${area}/daily/packet/operations`, 'inbox', cr),
  ]);
const carrierReports = (area: string) =>
  group('reports.carrier', 'Kurye Raporları', 'collapsable', 'area-chart', [
    link('reports.carrier.summary', 'Günlük Özet', `/${area}/reports/carrier/summary`, 'calendar', cr),
    link('reports.carrier.backlogs', 'Dönem Özeti', `/${area}/reports/carrier/backlogs`, 'history', cr),
  ]);
const storeReports = (area: string, withUsage: boolean) =>
  group('reports.store', 'İşletme Raporları', 'collapsable', 'fund', [
    ...(withUsage ? [link('reports.store.usage', 'Kullanım', `/${area}/reports/store/usage`, 'line-chart', cr)] : []),
    link('reports.store.summary', 'Günlük Özet', `/${area}/reports/store/summary`, 'carry-out', cr),
    link('reports.store.backlogs', 'Dönem Özeti', `/${area}/reports/store/backlogs`, 'container', cr),
  ]);
const accounting = (area: string) =>
  group('accounting', 'Muhasebe', 'collapsable', 'account-book', [
    link('accounting.overview', 'Özet', `/${area}/accounting`, 'dashboard', cr),
    link('accounting.current', 'Güncel Kurye Ödemeleri', `/${area}/accounting/current-carrier-payments`, 'wallet', cr),
    link('accounting.groups', 'Ödeme Grupları', `/${area}/accounting/payment-groups`, 'group', cr),
    link('accounting.invoices', 'Fatura Talepleri', `/${area}/accounting/invoice-requests`, 'file-text', cr),
    link('accounting.paymentRequests', 'Ödeme Talepleri', `/${area}/accounting/payment-requests`, 'audit', cr),
    link('accounting.payments', 'Ödemeler', `/${area}/accounting/payments`, 'bank', cr),
    link('accounting.cash', 'Kapıda Ödeme Mutabakatı', `/${area}/accounting/cash`, 'dollar', cr),
  ]);

const operationsLink = (area: string) => link('dashboards.operations', 'Bugün', `/${area}/dashboards/operations`, 'fund-projection-screen');
const activitiesLink = (area: string) => link('activities', 'Olay Akışı', `/${area}/activities`, 'thunderbolt');
const financeLink = (area: string) => link('dashboards.finance', 'Finans Özeti', `/${area}/dashboards/finance`, 'stock');

/** Follow-ups: the task list, the zone's board, the notes on stores, couriers and requests. */
const followUps = (area: string) =>
  group('followUps', 'Takip İşleri', 'collapsable', 'check-circle', [
    link('followUps.tasks', 'Görevler', `/${area}/apps/tasks`, 'check-square', 'tasks.read'),
    link('followUps.scrumboard', 'Pano', `/${area}/apps/scrumboard`, 'project', 'tasks.read'),
    link('followUps.notes', 'Notlar', `/${area}/apps/notes`, 'snippets', 'notes.read'),
  ]);
/** The report pages: the admin's many open in a panel of their own beside the menu (`aside`), others' fold in place. */
const reports = (children: NavigationItem[], type: 'collapsable' | 'aside' = 'collapsable') => group('reports', 'Raporlar', type, 'bar-chart', children);
const liveMapLink = (area: string) => link('liveMap', 'Canlı Harita', `/${area}/live-map`, 'environment', liveMap);
const storesLink = (area: string) => link('stores', 'İşletmeler', `/${area}/store/list`, 'shop');
const carriersLink = (area: string) => link('carriers', 'Kuryeler', `/${area}/carrier/list`, 'car');
const emergencyLink = (area: string) => link('emergency', 'Acil Durumlar', `/${area}/emergency`, 'alert');
const storeRequestsLink = (area: string) => link('storeRequests', 'İşletme Talepleri', `/${area}/store-request-list`, 'message');
/** Courier documents: the file manager and the expired / missing list (for holders of `documents.read`). */
const documentsGroup = (area: string) =>
  group('documents', 'Kurye Belgeleri', 'collapsable', 'folder-open', [
    link('documents.files', 'Belgeler', `/${area}/documents`, 'folder'),
    link('documents.attention', 'Süresi Dolan / Eksik', `/${area}/documents/attention`, 'exception'),
  ]);
const stationsLink = (area: string) => link('stations', 'Joker İstasyonları', `/${area}/joker/station`, 'flag');
const contactsLink = (area: string) => link('contacts', 'Rehber', `/${area}/contacts`, 'contacts', 'contacts.read');
const helpCenterLink = (area: string) => link('helpCenter', 'Yardım Merkezi', `/${area}/help-center`, 'question-circle');
const academyLink = (area: string) => link('academy', 'Kurye Akademisi', `/${area}/academy`, 'read', 'academy.read');
const equipmentLink = (area: string) => link('equipment', 'Ekipman Zimmeti', `/${area}/equipment`, 'skin', 'equipment.read');

/** The menu of each role's area (specification §2 and §6), before claim filtering. */
export const NAVIGATION: Record<Role, NavigationItem[]> = {
  Admin: [
    operationsLink('admin'),
    activitiesLink('admin'),
    liveMapLink('admin'),
    link('zones', 'Bölgeler', '/admin/zone/list', 'gateway', cr),
    applications('admin'),
    storesLink('admin'),
    link('apiKeys', 'İşletme API Anahtarları', '/admin/store/api-keys', 'api'),
    carriersLink('admin'),
    documentsGroup('admin'),
    reports(
      [
        link('reports.profitByDate', 'Tarihe Göre Kâr', '/admin/reports/profit-by-date', 'rise', cr),
        link('reports.profitByProvince', 'Tarih ve İle Göre Kâr', '/admin/reports/profit-by-date-and-province', 'global'),
        link('reports.carrierPerformance', 'Kurye Performansı', '/admin/reports/carrier-performance', 'trophy', cr),
        link('reports.workSummary', 'İş Özeti', '/admin/reports/work-summary', 'pie-chart', cr),
        carrierReports('admin'),
        storeReports('admin', true),
      ],
      'aside',
    ),
    dailyTracking('admin'),
    financeLink('admin'),
    accounting('admin'),
    { id: 'divider.operations', type: 'divider' },
    emergencyLink('admin'),
    followUps('admin'),
    link('announcements', 'Duyurular', '/admin/announcement-list', 'notification'),
    storeRequestsLink('admin'),
    stationsLink('admin'),
    academyLink('admin'),
    equipmentLink('admin'),
    contactsLink('admin'),
    link('users', 'Kullanıcılar', '/admin/users', 'team'),
    link('mailbox', 'Giden E-postalar', '/admin/mailbox', 'mail', 'settings.read'),
    link('system', 'Sistem', '/admin/system', 'setting'),
    helpCenterLink('admin'),
  ],
  Store: [
    link('store.packet', 'Kurye Talebi', '/store/packet', 'send'),
    link('store.list', 'İş Listesi', '/store/list', 'unordered-list'),
    link('store.packetOperations', 'Paket İşlemleri', '/store/packet-operations', 'inbox'),
    link('store.packetHistory', 'Paket Geçmişi', '/store/packet/history', 'container'),
    link('store.creditBuy', 'Kontör Yükle', '/store/credit/buy', 'wallet'),
    link('store.usage', 'Kullanım Geçmişi', '/store/usage', 'history'),
    link('store.serviceAccount', 'Servis Hesabı Bilgileri', '/store/service-account', 'api'),
    helpCenterLink('store'),
  ],
  ChiefCarrier: [
    operationsLink('chief'),
    activitiesLink('chief'),
    liveMapLink('chief'),
    dailyTracking('chief'),
    link('reports.carrier.summary', 'Kurye Özeti', '/chief/reports/carrier/summary', 'calendar', cr),
    emergencyLink('chief'),
    followUps('chief'),
    carriersLink('chief'),
    documentsGroup('chief'),
    academyLink('chief'),
    equipmentLink('chief'),
    contactsLink('chief'),
    helpCenterLink('chief'),
  ],
  ZoneOperator: [
    operationsLink('zone-operator'),
    activitiesLink('zone-operator'),
    liveMapLink('zone-operator'),
    applications('zone-operator'),
    storesLink('zone-operator'),
    carriersLink('zone-operator'),
    documentsGroup('zone-operator'),
    dailyTracking('zone-operator'),
    reports([carrierReports('zone-operator'), storeReports('zone-operator', false)]),
    emergencyLink('zone-operator'),
    followUps('zone-operator'),
    storeRequestsLink('zone-operator'),
    stationsLink('zone-operator'),
    academyLink('zone-operator'),
    equipmentLink('zone-operator'),
    contactsLink('zone-operator'),
    helpCenterLink('zone-operator'),
  ],
  Accountant: [
    financeLink('accounting'),
    accounting('accounting'),
    applications('accounting'),
    storesLink('accounting'),
    carriersLink('accounting'),
    storeReports('accounting', true),
    equipmentLink('accounting'),
    contactsLink('accounting'),
    helpCenterLink('accounting'),
  ],
  Carrier: [],
};

/** Removes items whose claim the user lacks, then groups left without children (§5). */
export function filterNavigation(items: NavigationItem[], permissions: ReadonlySet<string>): NavigationItem[] {
  const out: NavigationItem[] = [];
  for (const item of items) {
    if (item.meta?.claim && !permissions.has(item.meta.claim)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, permissions);
      if (children.length === 0) continue;
      out.push({ ...item, children });
    } else out.push(item);
  }
  return out;
}

/** A menu entry on the wire (`GET /api/common/navigation`). */
export const navigationItemSchema: z.ZodType = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string().optional(),
    type: z.string(),
    icon: z.string().optional(),
    link: z.string().optional(),
    externalLink: z.boolean().optional(),
    target: z.string().optional(),
    disabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    tooltip: z.string().optional(),
    badge: z.object({ title: z.string() }).optional(),
    exactMatch: z.boolean().optional(),
    queryParams: z.record(z.string(), z.string()).optional(),
    fragment: z.string().optional(),
    autoCollapse: z.boolean().optional(),
    meta: z.object({ claim: z.string().optional() }).optional(),
    children: z.array(navigationItemSchema).optional(),
  }),
);

/** The caller's menu in each of the layouts' slots (all the same). */
export const navigationResponseSchema = z.object({
  compact: z.array(navigationItemSchema),
  default: z.array(navigationItemSchema),
  futuristic: z.array(navigationItemSchema),
  horizontal: z.array(navigationItemSchema),
});
