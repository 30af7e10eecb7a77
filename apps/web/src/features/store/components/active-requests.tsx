import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeliveryRequest, RequestEta } from '@kurye/contracts/delivery';
import { formatEta } from '../../../lib/eta';
import { formatMoney } from '../../../lib/format';
import { useCancelRequest } from '../api/cancel-request';
import { useActiveRequests } from '../api/list-active-requests';
import { usePacketDecisions } from '../api/list-packet-decisions';
import { useRelativeTime } from '../../../lib/relative-time';
import { CANCELLABLE } from '../lib/statuses';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';
import { CourierContact, type CourierInfo } from './courier-contact';
import { RequestStatusTag, requestNo } from '../../../components/status-tags';

/** The live list of the store's requests in motion, refreshed by socket events. */
export function ActiveRequests() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useActiveRequests();
  // What a delivered request still waits for: the store's decision on a location, or an operator's review.
  const decisions = usePacketDecisions();
  const waitingOn = (requestId: string): Waiting => {
    const mine = (decisions.data ?? []).filter((d) => d.request.id === requestId);
    if (mine.some((d) => d.packet.status === 'location_set')) return 'store';
    return mine.some((d) => d.packet.status === 'wrong_location') ? 'review' : null;
  };

  return (
    <Card title={t('store.active.title')} extra={<Link to="/store/list">{t('store.active.all')}</Link>}>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <Alert type="error" showIcon title={t('store.active.loadError')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      ) : data.length === 0 ? (
        <Empty description={t('store.active.empty')} />
      ) : (
        <ul aria-label={t('store.active.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {data.map((r) => (
            <ActiveRequestItem key={r.id} request={r} waiting={waitingOn(r.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

type Waiting = 'store' | 'review' | null;

function ActiveRequestItem({ request, waiting }: { request: DeliveryRequest; waiting: Waiting }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelRequest();
  const errorText = useErrorText(storeErrorTexts);
  const created = useRelativeTime(request.createdAt);

  const onCancel = () =>
    cancel.mutateAsync(request.id).then(
      () => void message.success(t('store.cancel.done')),
      (err: unknown) => void message.error(errorText(err)),
    );

  return (
    <li data-testid="active-request" data-request-id={request.id}>
      <Card size="small" styles={{ body: { padding: 12 } }}>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <Space orientation="vertical" size={4}>
            <Space wrap size={8}>
              <Typography.Text strong>{requestNo(request)}</Typography.Text>
              <RequestStatusTag status={request.status} />
              {request.status === 'searching' && request.stage > 0 && (
                <Typography.Text type="secondary">{t('store.active.stage', { stage: request.stage })}</Typography.Text>
              )}
            </Space>
            <Typography.Text type="secondary">
              {t('store.active.summary', { packets: request.packetCount, fee: formatMoney(request.estimatedFee), created })}
            </Typography.Text>
            {request.eta && <RequestEtaText eta={request.eta} />}
            {request.note && <Typography.Text italic>{request.note}</Typography.Text>}
            {waiting === 'store' && <Link to="/store/packet-operations">{t('store.active.awaitingDecision')}</Link>}
            {waiting === 'review' && <Typography.Text type="secondary">{t('store.operations.underReview')}</Typography.Text>}
          </Space>
          {request.courier ? (
            <CourierContact courier={request.courier as CourierInfo} />
          ) : request.status === 'searching' ? (
            <Typography.Text type="secondary">{t('store.active.searching')}</Typography.Text>
          ) : null}
          {CANCELLABLE.includes(request.status) && (
            <Popconfirm
              title={t('store.cancel.confirmTitle')}
              description={t('store.cancel.confirmText')}
              okText={t('store.cancel.ok')}
              cancelText={t('store.cancel.keep')}
              okButtonProps={{ danger: true, loading: cancel.isPending }}
              onConfirm={onCancel}
            >
              <Button danger icon={<CloseCircleOutlined aria-hidden />} aria-label={t('store.cancel.buttonFor', { id: requestNo(request) })}>
                {t('store.cancel.button')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Card>
    </li>
  );
}

/** When the courier should reach the store and the next customer (the list refreshes as the courier moves). */
function RequestEtaText({ eta }: { eta: RequestEta }) {
  const { t } = useTranslation();
  const lines = [
    eta.pickupSeconds ? t('store.active.etaPickup', { eta: formatEta(t, eta.pickupSeconds, eta.at) }) : null,
    eta.deliverySeconds !== null ? t('store.active.etaDelivery', { eta: formatEta(t, eta.deliverySeconds, eta.at) }) : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <Typography.Text data-testid="request-eta" title={eta.kind === 'straight' ? t('store.active.etaStraight') : undefined}>
      {lines.join(' · ')}
    </Typography.Text>
  );
}
