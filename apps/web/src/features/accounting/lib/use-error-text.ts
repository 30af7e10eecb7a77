import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** The server's translated message for a failed call, or a generic sentence. */
export function useErrorText() {
  const { t } = useTranslation();
  return (err: unknown): string => (err instanceof ApiError && err.code !== 'network_error' && err.message ? err.message : t('errors.generic'));
}
