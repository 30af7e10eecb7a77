import { Alert, Button, Empty, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCarrierTypes } from '../../../lib/carrier-types-query';
import { ApplicationForm, ApplicationFormSkeleton } from '../components/application-form/application-form';

/** /carrier-application/:param — `param` preselects the carrier type when it is one of the types' `code`. */
export function CarrierApplicationPage() {
  const { t } = useTranslation();
  const { param } = useParams();
  const { data, isPending, error, refetch } = useCarrierTypes();

  if (isPending) return <ApplicationFormSkeleton />;
  if (error)
    return (
      <section aria-labelledby="page-title" style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
        <Typography.Title level={1} id="page-title" style={{ fontSize: 28 }}>
          {t('carrierApplication.title')}
        </Typography.Title>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error.message || t('errors.generic')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  if (data.length === 0)
    return (
      <section aria-labelledby="page-title" style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
        <Typography.Title level={1} id="page-title" style={{ fontSize: 28 }}>
          {t('carrierApplication.title')}
        </Typography.Title>
        <Empty description={t('carrierApplication.noTypes')}>
          <Link to="/">{t('common.backHome')}</Link>
        </Empty>
      </section>
    );

  const preselected = data.find((type) => type.code.toLocaleLowerCase('tr') === (param ?? '').toLocaleLowerCase('tr'));
  return <ApplicationForm key={preselected?.id ?? 'none'} kind="carrier" carrierTypes={data} initialCarrierTypeId={preselected?.id} />;
}
