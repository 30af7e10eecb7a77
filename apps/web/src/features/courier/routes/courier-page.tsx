import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder for the courier (Carrier) app. */
export function CourierPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26 }}>
        {t('courier.title')}
      </Typography.Title>
      <Empty style={{ marginTop: 48 }} description={t('courier.comingSoon')} />
    </section>
  );
}
