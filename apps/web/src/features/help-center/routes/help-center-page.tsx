import { Card, Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useFaqs, useGuides } from '../api/help-center';
import { HelpSearch } from '../components/help-search';

/** `<area>/help-center`: search, the most asked questions and each guide category with its first guides. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const prefix = useAreaPrefix();
  const guides = useGuides();
  const faqs = useFaqs();
  const firstFaqs = (faqs.data ?? []).flatMap((c) => c.faqs).slice(0, 5);

  return (
    <PageFrame page="helpCenter">
      <Typography.Paragraph type="secondary">{t('helpCenter.intro')}</Typography.Paragraph>
      <HelpSearch />
      <section aria-labelledby="help-guides-title" style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id="help-guides-title" style={{ fontSize: 18 }}>
          {t('helpCenter.guides.title')}
        </Typography.Title>
        {guides.isPending ? (
          <Skeleton active />
        ) : guides.isError ? (
          <RetryAlert text={errorText(guides.error)} onRetry={() => void guides.refetch()} />
        ) : guides.data.length === 0 ? (
          <Empty description={t('helpCenter.guides.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {guides.data.map((c) => (
              <Col key={c.id} xs={24} md={12} xl={8}>
                <Card
                  title={<Link to={`${prefix}/help-center/guides/${c.slug}`}>{c.title}</Link>}
                  size="small"
                  data-testid="help-guide-category"
                  extra={
                    c.totalGuides > c.visibleGuides ? (
                      <Link to={`${prefix}/help-center/guides/${c.slug}`} aria-label={t('helpCenter.guides.allOf', { title: c.title, count: c.totalGuides })}>
                        {t('helpCenter.guides.all', { count: c.totalGuides })}
                      </Link>
                    ) : null
                  }
                >
                  {c.guides.length === 0 ? (
                    <Typography.Text type="secondary">{t('helpCenter.guides.categoryEmpty')}</Typography.Text>
                  ) : (
                    <List
                      size="small"
                      split={false}
                      dataSource={c.guides}
                      renderItem={(g) => (
                        <List.Item style={{ paddingInline: 0 }}>
                          <Link to={`${prefix}/help-center/guides/${c.slug}/${g.slug}`}>{g.title}</Link>
                        </List.Item>
                      )}
                    />
                  )}
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </section>
      <section aria-labelledby="help-faqs-title">
        <Typography.Title level={2} id="help-faqs-title" style={{ fontSize: 18 }}>
          {t('helpCenter.faqs.title')}
        </Typography.Title>
        {faqs.isPending ? (
          <Skeleton active />
        ) : faqs.isError ? (
          <RetryAlert text={errorText(faqs.error)} onRetry={() => void faqs.refetch()} />
        ) : firstFaqs.length === 0 ? (
          <Empty description={t('helpCenter.faqs.empty')} />
        ) : (
          <>
            <List size="small" dataSource={firstFaqs} renderItem={(f) => <List.Item>{f.question}</List.Item>} />
            <Link to={`${prefix}/help-center/faqs`}>{t('helpCenter.faqs.all')}</Link>
          </>
        )}
      </section>
    </PageFrame>
  );
}
