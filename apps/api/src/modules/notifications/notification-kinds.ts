import type { NotificationItem, NotificationKind } from '@kurye/contracts/feeds';
import type { Role } from '@kurye/contracts/roles';
import type { NotificationRow } from './notifications.repository';

/** One notification to write: for `userId`, about `kind`, its Turkish text and the values the text was made from. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  description?: string;
  link?: string | null;
  params?: Record<string, string | number>;
}

/** The icon (a navigation icon name, drawn by the web) of each kind. */
export const ICON: Record<NotificationKind, string> = {
  note: 'notification',
  offer_cancelled: 'send',
  request_cancelled: 'send',
  request_reassigned: 'send',
  emergency_raised: 'alert',
  payout_paid: 'bank',
  payment_request_approved: 'wallet',
  payment_request_rejected: 'wallet',
  invoice_issued: 'file-text',
  invoice_rejected: 'file-text',
  application_approved: 'solution',
  courier_not_found: 'car',
  packet_update_resolved: 'message',
  task_assigned: 'check-square',
  task_moved: 'project',
  document_approved: 'file-text',
  document_rejected: 'file-text',
  document_expiring: 'file-text',
};

/** The area of each role, for links to the reader's own pages. */
export const AREA_OF: Partial<Record<Role, string>> = {
  Admin: 'admin',
  ZoneOperator: 'zone-operator',
  ChiefCarrier: 'chief',
  Accountant: 'accounting',
  Store: 'store',
};

export const formatTry = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

export const toItem = (r: NotificationRow): NotificationItem => ({
  id: r.id,
  kind: r.kind,
  icon: r.icon,
  title: r.title,
  description: r.description,
  time: r.createdAt.toISOString(),
  read: r.readAt !== null,
  link: r.link,
  useRouter: true,
  params: r.params,
});
