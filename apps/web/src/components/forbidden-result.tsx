import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown in place of a page whose claim the user lacks (no redirect, so it stays testable). */
export function ForbiddenResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('forbidden.title')}</h1>}
      subTitle={t('forbidden.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/signed-in-redirect')}>
          {t('forbidden.home')}
        </Button>
      }
    />
  );
}
