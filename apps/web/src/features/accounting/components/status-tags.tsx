import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentGroupStatus, PaymentRequestStatus } from '@kurye/contracts/payouts';

const GROUP_COLORS: Record<PaymentGroupStatus, string> = { draft: 'default', approved: 'blue', paid: 'green', cancelled: 'red' };
const REQUEST_COLORS: Record<PaymentRequestStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function GroupStatusTag({ status }: { status: PaymentGroupStatus }) {
  const { t } = useTranslation();
  return <Tag color={GROUP_COLORS[status]}>{t(`accounting.groupStatus.${status}`)}</Tag>;
}

export function PaymentRequestStatusTag({ status }: { status: PaymentRequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_COLORS[status]}>{t(`accounting.requestStatus.${status}`)}</Tag>;
}
