import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What went wrong, in words. */
  text: ReactNode;
  /** More about it under the text (e.g. the server's sentence). */
  description?: ReactNode;
  onRetry(): void;
  /** The button's text; "Tekrar dene" (`common.retry`) unless given. */
  retryLabel?: string;
  /** The button's size (the courier app's large touch targets). */
  size?: 'large';
  style?: CSSProperties;
}

/** Something that failed to load: the message and a retry button (an antd error Alert, announced as an alert). */
export function RetryAlert({ text, description, onRetry, retryLabel, size, style }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={text}
      description={description}
      action={
        <Button size={size} onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      }
    />
  );
}
