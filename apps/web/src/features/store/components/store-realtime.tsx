import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useStoreLiveUpdates } from '../lib/use-store-live-updates';
import { NoCourierDialog } from './no-courier-dialog';
import { PacketLocationDialog } from './packet-location-dialog';

/** Socket-driven refreshes and the store's two notification dialogs. */
export function StoreRealtime() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  useStoreLiveUpdates((outcome) =>
    notification.info({
      message: t('storePacketRequest.outcome.title'),
      description: t(`storePacketRequest.outcome.${outcome.status === 'rejected' ? 'rejected' : outcome.action}`, {
        fee: outcome.fee !== null ? formatMoney(outcome.fee) : '—',
        reason: outcome.reason ?? '',
      }),
      duration: 10,
    }),
  );
  return (
    <>
      <PacketLocationDialog />
      <NoCourierDialog />
    </>
  );
}
