import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Every area screen until its feature lands: the page title as h1 and an honest empty state (no sample data). */
export function PagePlaceholder({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26 }}>
        {t(`pages.${page}`)}
      </Typography.Title>
      <Empty
        style={{ marginTop: 48 }}
        description={
          <>
            <Typography.Text strong>{t('placeholder.title')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('placeholder.description')}</Typography.Text>
          </>
        }
      />
    </section>
  );
}
