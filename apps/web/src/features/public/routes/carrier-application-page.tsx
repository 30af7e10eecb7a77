import { Space } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplicationNotOpen } from '../components/application-not-open';

/** /carrier-application/:param — `param` names the carrier type the applicant chose. */
export function CarrierApplicationPage() {
  const { t } = useTranslation();
  const { param } = useParams();
  return (
    <ApplicationNotOpen
      title={t('carrierApplication.title')}
      description={t('carrierApplication.notOpen')}
      actions={
        <Space wrap>
          <Link to="/carrier-types">{t('carrierApplication.seeTypes')}</Link>
          <Link to="/">{t('common.backHome')}</Link>
          {param && <span className="visually-hidden">{param}</span>}
        </Space>
      }
    />
  );
}
