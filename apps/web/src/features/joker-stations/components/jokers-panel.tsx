import { PhoneLink } from '../../../components/phone-link';
import { useState } from 'react';
import { App, Button, List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JokerStation } from '@kurye/contracts/fieldops';
import { ApiError } from '../../../lib/api-client';
import { useZoneCarriers } from '../api/list-zone-carriers';
import { useAssignJoker, useUnassignJoker } from '../api/station-mutations';
import { foldedSelectSearch } from '../../../lib/folded-search';

const STATE_COLOR = { waiting: 'green', sent_out: 'blue', offline: 'default' } as const;

/** The station's jokers (waiting now / sent out / offline) and "mark a courier as joker here". */
export function JokersPanel({ station }: { station: JokerStation }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [carrierId, setCarrierId] = useState<string>();
  const carriers = useZoneCarriers(station.zoneId);
  const assign = useAssignJoker();
  const unassign = useUnassignJoker();
  const here = new Set(station.jokers.map((j) => j.carrierId));
  const full = station.jokers.length >= station.capacity;

  const add = async () => {
    if (!carrierId) return;
    try {
      await assign.mutateAsync({ stationId: station.id, carrierId });
      message.success(t('jokerStations.assigned'));
      setCarrierId(undefined);
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('jokerStations.saveError'));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <List
        size="small"
        dataSource={station.jokers}
        locale={{ emptyText: t('jokerStations.noJokers') }}
        renderItem={(j) => (
          <List.Item
            actions={[
              <Button key="remove" size="small" danger onClick={() => unassign.mutate({ stationId: station.id, carrierId: j.carrierId })}>
                {t('jokerStations.remove')}
              </Button>,
            ]}
          >
            <Space wrap>
              <Typography.Text strong>{j.name}</Typography.Text>
              <PhoneLink phone={j.phone} />
              <Tag color={STATE_COLOR[j.state]}>{t(`jokerStations.state.${j.state}`)}</Tag>
              {j.distanceMeters !== null && (
                <Typography.Text type="secondary">{t('jokerStations.distance', { km: (j.distanceMeters / 1000).toFixed(1) })}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
      <Space wrap>
        <Select
          style={{ minWidth: 260 }}
          placeholder={t('jokerStations.pickCourier')}
          aria-label={t('jokerStations.pickCourier')}
          value={carrierId}
          onChange={setCarrierId}
          loading={carriers.isLoading}
          showSearch={foldedSelectSearch()}
          options={(carriers.data ?? [])
            .filter((c) => !here.has(c.id))
            .map((c) => ({ value: c.id, label: `${c.name}${c.isJoker ? ` (${t('jokerStations.alreadyJoker')})` : ''}` }))}
          disabled={full}
        />
        <Button type="primary" onClick={add} disabled={!carrierId || full} loading={assign.isPending}>
          {t('jokerStations.assign')}
        </Button>
        {full && <Typography.Text type="warning">{t('jokerStations.full')}</Typography.Text>}
      </Space>
    </Space>
  );
}
