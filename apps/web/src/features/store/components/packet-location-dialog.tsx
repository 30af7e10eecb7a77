import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { CheckOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatPacketNumber } from '@kurye/contracts/delivery';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useConfirmPacketLocation } from '../api/confirm-packet-location';
import { useRequestDetails } from '../../../lib/request-details-query';
import { playNotificationSound } from '../../../lib/sounds';
import { realtimeQueue, useRealtimeQueue } from '../lib/realtime-queue';
import { useRelativeTime } from '../../../lib/relative-time';
import { AUTO_APPROVE_MINUTES, LOCATION_DIALOG_SECONDS } from '../lib/statuses';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';
import { useCountdown } from '../lib/use-countdown';
import { MiniMap } from './mini-map';
import { formatPhone } from '../../../lib/phone';
import { packetLabel } from '../lib/packet-label';
import { RejectLocationDialog, type RejectLocationTarget } from './reject-location-dialog';

let lastChimed: string | null = null;

/**
 * "Paket teslim konumu" (specification: courier package location notification dialog): the courier, the delivery
 * point on a small map, how long ago it was set, Approve / Wrong location, and Close that counts down 15 s. Several
 * locations queue up and show one after another. Untouched, the server approves after 5 minutes.
 */
export function PacketLocationDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { locations } = useRealtimeQueue();
  const current = locations[0];
  const details = useRequestDetails(current?.requestId);
  const confirm = useConfirmPacketLocation();
  const [rejecting, setRejecting] = useState<RejectLocationTarget | null>(null);
  const errorText = useErrorText(storeErrorTexts);
  const busy = confirm.isPending || !!rejecting;
  const setAgo = useRelativeTime(current?.toLocationSetDateTime);

  useEffect(() => {
    if (current && lastChimed !== current.id) {
      lastChimed = current.id;
      playNotificationSound();
    }
  }, [current]);

  const close = () => current && realtimeQueue.dropLocation(current.id);
  // While the pointer is on the dialog (or a key moved the focus into it) the person is reading or about to answer:
  // the countdown holds, so the next packet never takes the place of the one they are approving.
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const left = useCountdown(LOCATION_DIALOG_SECONDS, !!current && !busy, current?.id, close, hovered || keyboardFocus);

  const approve = async () => {
    if (!current) return;
    try {
      await confirm.mutateAsync(current.id);
      void message.success(t('store.location.confirmed'));
      realtimeQueue.dropLocation(current.id);
    } catch (err) {
      // already settled (e.g. approved automatically): nothing left to decide here
      if (err instanceof ApiError && (err.code === 'invalid_state' || err.status === 404)) realtimeQueue.dropLocation(current.id);
      void message.error(errorText(err));
    }
  };

  const packetNo = current ? formatPacketNumber(current.requestNumber, current.position) : '';
  const packet = details.data?.packets.find((p) => p.id === current?.id);
  const label = packetLabel(t, packet, packetNo);

  return (
    <Modal
      open={!!current}
      title={t('store.location.title')}
      onCancel={close}
      maskClosable={false}
      // the footer's Close button is the way out (Escape works too); no second "Kapat" in the corner
      closable={false}
      destroyOnHidden
      width={560}
      afterOpenChange={(open) => !open && (setHovered(false), setKeyboardFocus(false))}
      modalRender={(node) => (
        <div
          data-testid="packet-location-panel"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={(e) => setKeyboardFocus(e.target.matches(':focus-visible'))}
          onBlur={() => setKeyboardFocus(false)}
        >
          {node}
        </div>
      )}
      footer={
        current && (
          <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={close} disabled={busy}>
              {t('store.location.close', { seconds: left })}
            </Button>
            <Button danger icon={<WarningOutlined aria-hidden />} disabled={busy} onClick={() => setRejecting({ packetId: current.id, label })}>
              {t('store.location.reject')}
            </Button>
            <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={confirm.isPending} disabled={busy} onClick={() => void approve()}>
              {t('store.location.confirm')}
            </Button>
          </Space>
        )
      }
    >
      {current && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {locations.length > 1 && <Typography.Text type="secondary">{t('store.location.queue', { current: 1, total: locations.length })}</Typography.Text>}
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'packet', label: t('store.location.packet'), children: label === packetNo ? packetNo : `${label} (${packetNo})` },
              { key: 'courier', label: t('store.location.courier'), children: current.carrier.name },
              {
                key: 'phone',
                label: t('store.location.phone'),
                children: <a href={`tel:${current.carrier.phone.replace(/\s+/g, '')}`}>{formatPhone(current.carrier.phone)}</a>,
              },
              { key: 'when', label: t('store.location.setAt'), children: setAgo },
              { key: 'fee', label: t('store.location.fee'), children: formatMoney(current.fee) },
            ]}
          />
          <MiniMap target={current.toLocation} store={details.data?.store.location} />
          <Alert type="info" showIcon title={t('store.location.autoApprove', { minutes: AUTO_APPROVE_MINUTES })} />
        </Space>
      )}
      <RejectLocationDialog target={rejecting} onClose={() => setRejecting(null)} onRejected={(id) => realtimeQueue.dropLocation(id)} />
    </Modal>
  );
}
