import { Empty } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { useCarrierTypes } from '../../../lib/carrier-types-query';
import { ApplicationForm, ApplicationFormSkeleton } from '../components/application-form/application-form';
import { PublicPage } from '../components/public-page';

/** /carrier-application/:param — `param` preselects the carrier type when it is one of the types' `code`. */
export function CarrierApplicationPage() {
  const { t } = useTranslation();
  const { param } = useParams();
  const { data, isPending, error, refetch } = useCarrierTypes();

  if (isPending) return <ApplicationFormSkeleton />;
  if (error)
    return (
      <PublicPage title={t('carrierApplication.title')} maxWidth={760}>
        <RetryAlert text={error.message || t('errors.generic')} onRetry={() => void refetch()} />
      </PublicPage>
    );
  if (data.length === 0)
    return (
      <PublicPage title={t('carrierApplication.title')} maxWidth={760}>
        <Empty description={t('carrierApplication.noTypes')}>
          <Link to="/">{t('common.backHome')}</Link>
        </Empty>
      </PublicPage>
    );

  const preselected = data.find((type) => type.code.toLocaleLowerCase('tr') === (param ?? '').toLocaleLowerCase('tr'));
  return <ApplicationForm key={preselected?.id ?? 'none'} kind="carrier" carrierTypes={data} initialCarrierTypeId={preselected?.id} />;
}
