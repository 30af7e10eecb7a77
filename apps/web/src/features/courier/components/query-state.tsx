import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  loading: boolean;
  error: unknown;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading skeleton, or an error with a retry button, or the content. */
export function QueryState({ loading, error, errorText, onRetry, children }: Props) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorText}
        description={error instanceof Error && error.message ? error.message : undefined}
        action={
          <Button size="large" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return <>{children}</>;
}
