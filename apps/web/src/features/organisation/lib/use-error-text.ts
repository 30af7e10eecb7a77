import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** The server's own (translated) sentence for a failed call; a generic one for network trouble. */
export function useErrorText() {
  const { t } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.code === 'network_error') return t('organisation.errors.network');
      if (err.status === 404) return t('organisation.errors.notFound');
      if (err.message) return err.message;
    }
    return t('errors.generic');
  };
}
