import { Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** After sign-up: the store application waits for an operator's approval. */
export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<MailOutlined />}
      title={<h1 style={{ fontSize: 26, margin: 0 }}>{t('confirmationRequired.title')}</h1>}
      subTitle={t('confirmationRequired.description')}
      extra={<Link to="/sign-in">{t('common.backToSignIn')}</Link>}
    />
  );
}
