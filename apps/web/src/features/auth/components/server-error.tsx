import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server's (already translated) message, or a generic one for network failures. */
export function ServerError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error.message || t('errors.generic')} />;
}
