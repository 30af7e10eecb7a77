import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** The server's translated message for a failed call, or a generic sentence (network down, unknown failure). */
export function useErrorText() {
  const { t } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.code === 'network_error') return t('directory.errors.network');
      if (err.message) return err.message;
    }
    return t('errors.generic');
  };
}
