import { Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { useCarrierTypes } from '../../../lib/carrier-types-query';
import { PublicPage } from '../components/public-page';

export function CarrierTypesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, error, refetch } = useCarrierTypes();

  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error) body = <RetryAlert text={error.message || t('errors.generic')} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <Empty description={t('carrierTypes.empty')} />;
  else
    body = (
      <Row gutter={[16, 16]}>
        {data.map((type) => (
          <Col key={type.id} xs={24} md={12} lg={8}>
            <Card
              title={<h2 style={{ fontSize: 18, margin: 0 }}>{type.name}</h2>}
              style={{ height: '100%' }}
              actions={[
                // A link that looks like the card's main action (antd greys card actions, which read as disabled).
                <Button key="apply" type="primary" onClick={() => navigate(`/carrier-application/${encodeURIComponent(type.code)}`)}>
                  {t('carrierTypes.apply')}
                </Button>,
              ]}
            >
              <Typography.Paragraph>{type.description}</Typography.Paragraph>
              {type.requirements.length > 0 && (
                <>
                  <Typography.Text strong>{t('carrierTypes.requirements')}</Typography.Text>
                  <ul style={{ paddingInlineStart: 0, listStyle: 'none', marginTop: 8 }}>
                    {type.requirements.map((r) => (
                      <li key={r} style={{ marginBottom: 4 }}>
                        <CheckCircleOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} aria-hidden="true" />
                        {r}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    );

  return (
    <PublicPage title={t('carrierTypes.title')} maxWidth={1100}>
      <Typography.Paragraph type="secondary">{t('carrierTypes.subtitle')}</Typography.Paragraph>
      {body}
    </PublicPage>
  );
}
