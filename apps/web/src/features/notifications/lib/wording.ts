import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import type { NotificationItem } from '@kurye/contracts/feeds';
import { formatMoney } from '../../../lib/format';

const day = (v: string | number | undefined) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? dayjs(v).format('DD.MM.YYYY') : String(v ?? ''));

/**
 * A notification's title and text in the reader's language, from its kind and values; the server's (Turkish) words
 * stay when a kind has no wording here (a note to self is shown as written).
 */
export function wordingOf(n: NotificationItem, t: TFunction) {
  if (n.kind === 'note') return { title: n.title, description: n.description };
  const p = n.params;
  const values = {
    ...p,
    amount: typeof p.amount === 'number' ? formatMoney(p.amount) : '',
    total: typeof p.total === 'number' ? formatMoney(p.total) : '',
    periodFrom: day(p.periodFrom),
    periodTo: day(p.periodTo),
  };
  const base = `notifications.kind.${n.kind}`;
  let title = t(`${base}.title`, { ...values, defaultValue: n.title });
  let description: string;
  if (n.kind === 'application_approved') description = t(`${base}.${p.kind === 'carrier' ? 'carrier' : 'store'}`, { defaultValue: n.description });
  else if (n.kind === 'packet_update_resolved' && p.status === 'rejected') {
    title = t(`${base}.titleRejected`, { defaultValue: n.title });
    description = t(`${base}.descriptionRejected`, { ...values, defaultValue: n.description });
  } else description = t(`${base}.description`, { ...values, defaultValue: n.description });
  if (n.kind === 'packet_update_resolved' && p.status !== 'rejected' && typeof p.fee === 'number')
    description += ` ${t('notifications.newFee', { fee: formatMoney(p.fee) })}`;
  if (typeof p.reason === 'string' && p.reason) description += ` ${t('notifications.reason', { reason: p.reason })}`;
  if (n.kind === 'emergency_raised' && typeof p.description === 'string' && p.description) description += ` “${p.description}”`;
  return { title, description };
}
