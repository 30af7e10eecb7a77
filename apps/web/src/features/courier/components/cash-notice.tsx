import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { usePayout } from '../api/get-payout';

/** "Kapıda ödeme": the amount the courier collects at the door for this request, cash or card. */
export function CashNotice({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const { data } = usePayout();
  const cod = data?.toCollect.find((c) => c.requestId === requestId);
  if (!cod) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="cash-on-delivery"
      style={{ marginBottom: 12, fontSize: 16 }}
      title={t(cod.method === 'mixed' ? 'courier.payout.collectMixed' : cod.method === 'cash' ? 'courier.payout.collectCash' : 'courier.payout.collectCard', {
        amount: formatMoney(cod.amount),
      })}
    />
  );
}
