import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What went wrong, in words. */
  text: ReactNode;
  onRetry(): void;
  /** The button's text; "Tekrar dene" (`common.retry`) unless given. */
  retryLabel?: string;
  style?: CSSProperties;
}

/** A list that failed to load: the message and a retry button (an antd error Alert, announced as an alert). */
export function RetryAlert({ text, onRetry, retryLabel, style }: Props) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon style={style} title={text} action={<Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button>} />;
}
