import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useErrorText } from '../lib/use-error-text';

/** A record that is not there (404), or an id in the address the server refused (400 on a read): retrying won't help. */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A failed load. A missing record (a bad id in the address) shows "Kayıt bulunamadı" and no pointless "Tekrar dene";
 * anything else shows the message (`text`, by default the server's sentence) and a retry button.
 */
export function LoadError({ error, text, onRetry, page = false }: { error: unknown; text?: string; onRetry: () => void; page?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  text ??= errorText(error);
  if (isNotFound(error)) return <Result status="404" title={t('common.notFound')} data-testid="not-found" />;
  return page ? (
    <Result status="warning" title={text} extra={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
  ) : (
    <Alert type="error" showIcon role="alert" title={text} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
  );
}
