import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface RetryAlertProps {
  /** What failed (a page's own sentence, or the server's). */
  title: ReactNode;
  description?: ReactNode;
  onRetry(): void;
  /** The button's text; "Tekrar dene" (`common.retry`) unless the page has its own. */
  retryText?: string;
  /** The button's size (the courier app's large touch targets). */
  size?: 'large';
}

/** A failed load shown in place of its content: an error alert (antd's role="alert") with a retry button. */
export function RetryAlert({ title, description, onRetry, retryText, size }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size={size} onClick={onRetry}>
          {retryText ?? t('common.retry')}
        </Button>
      }
    />
  );
}
