import { useEffect } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { PlusOutlined, RedoOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { playNotificationSound } from '../../../lib/sounds';
import { realtimeQueue, useRealtimeQueue } from '../lib/realtime-queue';
import { NO_COURIER_DIALOG_SECONDS } from '../lib/statuses';
import { useCountdown } from '../lib/use-countdown';
import { useRepeatAction } from '../lib/use-repeat-action';
import { requestNo } from '../../../components/status-tags';

let lastChimed: string | null = null;

/**
 * "Kurye bulunamadı" (specification: courier-not-found / offer-cancelled dialog): the address, why, and the two ways
 * on — a new request or repeating this one (also possible later from "Taleplerim"). Closes itself after 30 s.
 */
export function NoCourierDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { noCourier } = useRealtimeQueue();
  const current = noCourier[0];
  // one idempotency key per request until it succeeds: a double click on "Tekrarla" makes one new request
  const { repeat, pending } = useRepeatAction();

  useEffect(() => {
    if (current && lastChimed !== current.requestId) {
      lastChimed = current.requestId;
      playNotificationSound();
    }
  }, [current]);

  const close = () => current && realtimeQueue.dropNoCourier(current.requestId);
  const left = useCountdown(NO_COURIER_DIALOG_SECONDS, !!current && !pending, current?.requestId, close);

  const onRepeat = async () => {
    if (!current) return;
    const created = await repeat(current.requestId);
    if (created) close();
  };
  const onNew = () => {
    close();
    void navigate('/store/packet');
  };

  return (
    <Modal
      open={!!current}
      title={t('store.noCourier.title')}
      onCancel={close}
      maskClosable={false}
      // the footer's Close button is the way out (Escape works too); no second "Kapat" in the corner
      closable={false}
      destroyOnHidden
      footer={
        current && (
          <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={close}>{t('store.noCourier.close')}</Button>
            <Button icon={<PlusOutlined aria-hidden />} onClick={onNew}>
              {t('store.noCourier.create')}
            </Button>
            <Button type="primary" icon={<RedoOutlined aria-hidden />} loading={pending} onClick={() => void onRepeat()}>
              {t('store.noCourier.repeat')}
            </Button>
          </Space>
        )
      }
    >
      {current && (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{requestNo({ number: current.requestNumber })}</Typography.Text>
          {current.direction && (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <Typography.Text strong>{t('store.noCourier.direction')}:</Typography.Text> {current.direction}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('store.noCourier.reason')}</Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            <Trans i18nKey="store.noCourier.hint" components={{ list: <Link to="/store/list" onClick={close} /> }} />
          </Typography.Paragraph>
          <Typography.Text type="secondary" role="timer" aria-live="off">
            {t('store.noCourier.countdown', { seconds: left })}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
