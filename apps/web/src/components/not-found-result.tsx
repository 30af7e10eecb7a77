import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** An address that is not a page of the user's own area, shown inside that area's shell. */
export function NotFoundResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/signed-in-redirect')}>
          {t('forbidden.home')}
        </Button>
      }
    />
  );
}
