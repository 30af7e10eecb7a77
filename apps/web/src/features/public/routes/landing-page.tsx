import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { CarOutlined, EnvironmentOutlined, LineChartOutlined, ShopOutlined, WalletOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offers = [
    { icon: <EnvironmentOutlined />, title: t('landing.offerLiveTitle'), text: t('landing.offerLiveText') },
    { icon: <CarOutlined />, title: t('landing.offerDispatchTitle'), text: t('landing.offerDispatchText') },
    { icon: <WalletOutlined />, title: t('landing.offerCreditTitle'), text: t('landing.offerCreditText') },
    { icon: <LineChartOutlined />, title: t('landing.offerReportsTitle'), text: t('landing.offerReportsText') },
  ];

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', width: '100%' }}>
      <section aria-labelledby="page-title" style={{ textAlign: 'center', padding: '32px 0 40px' }}>
        <Typography.Title level={1} id="page-title" style={{ fontSize: 36 }}>
          {t('landing.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 24px' }} type="secondary">
          {t('landing.subtitle')}
        </Typography.Paragraph>
        <Space wrap size="middle" style={{ justifyContent: 'center' }}>
          <Button type="primary" size="large" icon={<ShopOutlined />} onClick={() => navigate('/sign-up')}>
            {t('landing.applyStore')}
          </Button>
          <Button size="large" icon={<CarOutlined />} onClick={() => navigate('/carrier-types')}>
            {t('landing.applyCarrier')}
          </Button>
        </Space>
        <Typography.Paragraph style={{ marginTop: 16 }}>
          {t('landing.haveAccount')} <Link to="/sign-in">{t('landing.signIn')}</Link>
        </Typography.Paragraph>
      </section>

      <section aria-labelledby="offers-title">
        <Typography.Title level={2} id="offers-title" style={{ fontSize: 24, textAlign: 'center' }}>
          {t('landing.offersTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {offers.map((o) => (
            <Col key={o.title} xs={24} sm={12} lg={6}>
              <Card style={{ height: '100%' }}>
                <div style={{ fontSize: 28, color: '#1668dc' }} aria-hidden="true">
                  {o.icon}
                </div>
                <Typography.Title level={3} style={{ fontSize: 18 }}>
                  {o.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {o.text}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="audience-title" style={{ marginTop: 40 }}>
        <Typography.Title level={2} id="audience-title" style={{ fontSize: 24, textAlign: 'center' }}>
          {t('landing.audienceTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card title={<h3 style={{ margin: 0, fontSize: 18 }}>{t('landing.forStoresTitle')}</h3>} style={{ height: '100%' }}>
              <Typography.Paragraph>{t('landing.forStoresText')}</Typography.Paragraph>
              <Link to="/sign-up">{t('landing.applyStore')}</Link>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={<h3 style={{ margin: 0, fontSize: 18 }}>{t('landing.forCarriersTitle')}</h3>} style={{ height: '100%' }}>
              <Typography.Paragraph>{t('landing.forCarriersText')}</Typography.Paragraph>
              <Link to="/carrier-types">{t('landing.seeCarrierTypes')}</Link>
            </Card>
          </Col>
        </Row>
      </section>

      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 40 }}>
        <SafetyOutlined aria-hidden="true" /> <Link to="/privacy-policy">{t('landing.privacy')}</Link>
      </Typography.Paragraph>
    </div>
  );
}
