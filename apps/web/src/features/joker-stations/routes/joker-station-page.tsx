import { useState } from 'react';
import { App, Button, Card, Col, Popconfirm, Row, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JokerStation } from '@kurye/contracts/fieldops';
import { PointMap } from '../../../components/point-map';
import { PlaceSearch } from '../../../components/place-search';
import { useTableState } from '../../../lib/use-table-state';
import { useStations } from '../api/list-stations';
import { useDeleteStation } from '../api/station-mutations';
import { JokersPanel } from '../components/jokers-panel';
import { StationForm } from '../components/station-form';
import { PageApp } from '../../../components/shell-app';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';

const SORTS = ['name', 'zone', 'capacity'];

/** Joker İstasyonları: stations on the map (click to place one), who waits at each now and who was sent out. */
export function JokerStationPage() {
  return (
    <PageApp>
      <JokerStationPageBody />
    </PageApp>
  );
}

function JokerStationPageBody() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(SORTS);
  const stations = useStations();
  const remove = useDeleteStation();
  const [editing, setEditing] = useState<JokerStation | null>(null);
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);
  const [center, setCenter] = useState<{ latitude: number; longitude: number; zoom: number } | null>(null);

  const rows = [...(stations.data ?? [])].sort((a, b) => {
    const field = table.sort.replace('-', '');
    const cmp =
      field === 'capacity' ? a.capacity - b.capacity : field === 'zone' ? a.zoneName.localeCompare(b.zoneName, 'tr') : a.name.localeCompare(b.name, 'tr');
    return table.sort.startsWith('-') ? -cmp : cmp;
  });

  const points = [
    ...rows.map((s) => ({
      id: s.id,
      latitude: s.latitude,
      longitude: s.longitude,
      color: s.id === editing?.id ? '#1668dc' : '#722ed1',
      label: t('jokerStations.map.station', { name: s.name }),
      caption: s.name,
    })),
    ...(point ? [{ id: 'picked', ...point, color: '#13c2c2', label: t('jokerStations.map.picked'), caption: t('jokerStations.map.pickedShort') }] : []),
  ];

  const columns: TableProps<JokerStation>['columns'] = [
    { key: 'name', title: t('jokerStations.field.name'), dataIndex: 'name', sorter: true, sortOrder: table.sortOrder('name') },
    { key: 'zone', title: t('jokerStations.field.zone'), dataIndex: 'zoneName', sorter: true, sortOrder: table.sortOrder('zone') },
    { key: 'capacity', title: t('jokerStations.field.capacity'), dataIndex: 'capacity', sorter: true, sortOrder: table.sortOrder('capacity'), align: 'right' },
    {
      key: 'jokers',
      title: t('jokerStations.field.jokers'),
      render: (_, s) => (
        <Space wrap>
          <Tag color="green">{t('jokerStations.waitingCount', { count: s.jokers.filter((j) => j.state === 'waiting').length })}</Tag>
          <Tag color="blue">{t('jokerStations.sentOutCount', { count: s.jokers.filter((j) => j.state === 'sent_out').length })}</Tag>
          <Tag>{t('jokerStations.assignedCount', { count: s.jokers.length, capacity: s.capacity })}</Tag>
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('jokerStations.field.actions'),
      render: (_, s) => (
        <Space>
          <Button
            size="small"
            onClick={() => {
              setEditing(s);
              setPoint(null);
            }}
          >
            {t('jokerStations.edit')}
          </Button>
          <Popconfirm
            title={t('jokerStations.deleteConfirm', { name: s.name })}
            okText={t('jokerStations.delete')}
            cancelText={t('jokerStations.cancelEdit')}
            onConfirm={() => remove.mutateAsync(s.id).then(() => message.success(t('jokerStations.deleted')))}
          >
            <Button size="small" danger>
              {t('jokerStations.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    // The page's title is its only h1, as on every other page.
    <PageFrame title={t('jokerStations.title')}>
      {stations.isError ? (
        <RetryAlert text={t('jokerStations.error')} retryLabel={t('jokerStations.retry')} onRetry={() => void stations.refetch()} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card size="small" title={t('jokerStations.map.title')} extra={<Typography.Text type="secondary">{t('jokerStations.map.help')}</Typography.Text>}>
                <PlaceSearch
                  testId="station-place-search"
                  style={{ marginBottom: 8 }}
                  onPick={(p) => {
                    // The map goes to the place and the new station's point starts there; a click on the map refines it.
                    setCenter({ latitude: p.latitude, longitude: p.longitude, zoom: 16 });
                    setPoint({ latitude: p.latitude, longitude: p.longitude });
                  }}
                />
                <PointMap
                  points={points}
                  center={center}
                  label={t('jokerStations.map.label')}
                  height={380}
                  zoom={12}
                  onPick={setPoint}
                  onPointClick={(id) => setEditing(rows.find((s) => s.id === id) ?? null)}
                  testId="station-map"
                />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <StationForm
                editing={editing}
                point={point}
                onPointChange={setPoint}
                onDone={() => {
                  setEditing(null);
                  setPoint(null);
                }}
              />
            </Col>
          </Row>
          <Table<JokerStation>
            rowKey="id"
            loading={stations.isLoading}
            dataSource={rows}
            columns={columns}
            onChange={table.onTableChange as TableProps<JokerStation>['onChange']}
            pagination={table.pagination(rows.length)}
            expandable={{ expandedRowRender: (s) => <JokersPanel station={s} />, rowExpandable: () => true }}
            locale={{ emptyText: t('jokerStations.empty') }}
          />
        </Space>
      )}
    </PageFrame>
  );
}
