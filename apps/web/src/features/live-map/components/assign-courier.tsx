import { useMemo, useState } from 'react';
import { App, Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorTexts } from '../../../lib/use-error-text';
import { useAssignRequest } from '../api/assign-request';
import type { LiveCourier } from '../api/get-live-snapshot';
import type { RequestDetails } from '@kurye/contracts/delivery';
import { haversineMeters, STATUS_ORDER } from '../lib/courier-store';
import { StatusDot } from './status-dot';
import { foldedSelectSearch } from '../../../lib/folded-search';

export const ASSIGNABLE = ['searching', 'assigned', 'arrived', 'no_courier'];

const assignErrorTexts: ErrorTexts = { codes: { not_found: 'daily.assignNotFound', invalid_state: 'daily.assignInvalidState' } };

/** "Kurye ata": couriers of the request's zone (online first, then by distance to the store) → POST assign. */
export function AssignCourier({ request, couriers }: { request: RequestDetails; couriers: LiveCourier[] | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const assign = useAssignRequest();
  const errorText = useErrorText(assignErrorTexts);
  const [carrierId, setCarrierId] = useState<string | undefined>();
  // The couriers move (and re-sort by distance) with every live frame: while the list is open it holds still, so the
  // option under the pointer is the one picked.
  const [openOptions, setOpenOptions] = useState<typeof options | null>(null);

  const options = useMemo(() => {
    const store: [number, number] = [request.store.location.longitude, request.store.location.latitude];
    return (couriers ?? [])
      .filter((c) => c.zoneId === request.zoneId && c.id !== request.courier?.id)
      .map((c) => ({ c, d: c.position ? haversineMeters(store, [c.position.longitude, c.position.latitude]) : null }))
      .sort((a, b) => STATUS_ORDER.indexOf(a.c.status) - STATUS_ORDER.indexOf(b.c.status) || (a.d ?? Infinity) - (b.d ?? Infinity))
      .map(({ c, d }) => ({
        value: c.id,
        searchText: `${c.name} ${c.phone}`,
        label: (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <StatusDot status={c.status} joker={c.isJoker} />
            <span>
              {c.name} · {t(`liveMap.status.${c.status}`)}
              {d !== null && ` · ${t('daily.km', { value: (d / 1000).toFixed(1) })}`}
            </span>
          </span>
        ),
      }));
  }, [couriers, request, t]);

  if (!ASSIGNABLE.includes(request.status)) return null;

  const submit = () => {
    if (!carrierId) return;
    assign.mutate(
      { requestId: request.id, carrierId },
      {
        onSuccess: () => {
          message.success(t('daily.assigned'));
          setCarrierId(undefined);
        },
        onError: (err) => message.error(errorText(err)),
      },
    );
  };

  return (
    <section aria-labelledby="assign-title" style={{ marginBlock: 16 }}>
      <Typography.Title level={3} id="assign-title" style={{ fontSize: 15 }}>
        {request.courier ? t('daily.reassign') : t('daily.assign')}
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label={t('daily.chooseCourier')}
          data-testid="assign-select"
          showSearch={foldedSelectSearch('searchText')}
          placeholder={t('daily.chooseCourier')}
          style={{ flex: 1, minWidth: 0 }}
          value={carrierId}
          onChange={setCarrierId}
          onOpenChange={(open) => setOpenOptions(open ? options : null)}
          options={openOptions ?? options}
          notFoundContent={t('daily.noCourierInZone')}
        />
        <Button type="primary" onClick={submit} loading={assign.isPending} disabled={!carrierId} data-testid="assign-submit">
          {t('daily.assign')}
        </Button>
      </Space.Compact>
    </section>
  );
}
