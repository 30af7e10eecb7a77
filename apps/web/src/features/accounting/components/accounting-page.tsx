import type { ReactNode } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/use-error-text';

/** Frame of every accounting page: antd's App context (messages, modals) and the title as h1 with actions. */
export function AccountingPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <App component={false}>
      <section aria-labelledby="page-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
        {children}
      </section>
    </App>
  );
}

/** A failed load with the server's message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return <Alert type="error" showIcon role="alert" title={text(error)} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
