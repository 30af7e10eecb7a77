import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/use-error-text';

/** A failed load with the server's message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return <Alert type="error" showIcon role="alert" title={text(error)} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
