import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplicationNotOpen } from '../components/application-not-open';

export function StoreApplicationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ApplicationNotOpen
      title={t('storeApplication.title')}
      description={t('storeApplication.notOpen')}
      actions={
        <Space wrap>
          <Button type="primary" onClick={() => navigate('/sign-up')}>
            {t('storeApplication.signUp')}
          </Button>
          <Link to="/">{t('common.backHome')}</Link>
        </Space>
      }
    />
  );
}
