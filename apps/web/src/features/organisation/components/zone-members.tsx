import { Card, Col, List, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ZoneDetails, ZonePerson } from '../api/get-zone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';

/** The zone's stores, couriers and the operators and chief couriers assigned to it. */
export function ZoneMembers({ zone }: { zone: ZoneDetails }) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const people = (items: ZonePerson[], empty: string) => (
    <List
      size="small"
      dataSource={items}
      locale={{ emptyText: empty }}
      renderItem={(p) => (
        <List.Item>
          <List.Item.Meta title={<Link to={`${prefix}/user/user-form/${p.id}`}>{p.name}</Link>} description={p.email} />
        </List.Item>
      )}
    />
  );
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
      <Col xs={24} md={12} xl={6}>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('organisation.zone.members.stores', { count: zone.stores.length })}</h2>}>
          <List
            size="small"
            dataSource={zone.stores}
            locale={{ emptyText: t('organisation.zone.members.noStores') }}
            renderItem={(s) => (
              <List.Item extra={!s.active && <Tag>{t('organisation.common.inactive')}</Tag>}>
                <Link to={`${prefix}/store/details/${s.id}`}>{s.name}</Link>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('organisation.zone.members.carriers', { count: zone.carriers.length })}</h2>}>
          <List
            size="small"
            dataSource={zone.carriers}
            locale={{ emptyText: t('organisation.zone.members.noCarriers') }}
            renderItem={(c) => (
              <List.Item
                extra={
                  <>
                    {c.isJoker && <Tag color="purple">{t('organisation.zone.members.joker')}</Tag>}
                    <Typography.Text type="secondary">{t(`organisation.carrierStatus.${c.status}`, { defaultValue: c.status })}</Typography.Text>
                  </>
                }
              >
                <Link to={`${prefix}/carrier/details/${c.id}`}>{c.name}</Link>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('organisation.zone.members.operators', { count: zone.operators.length })}</h2>}>
          {people(zone.operators, t('organisation.zone.members.noOperators'))}
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('organisation.zone.members.chiefs', { count: zone.chiefs.length })}</h2>}>
          {people(zone.chiefs, t('organisation.zone.members.noChiefs'))}
        </Card>
      </Col>
    </Row>
  );
}
