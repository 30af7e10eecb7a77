import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/** i18n keys a feature shows instead of the server's sentence: by error `code`, and `notFound` for any 404 answer. */
export interface ErrorTexts {
  codes?: Readonly<Record<string, string>>;
  notFound?: string;
}

/**
 * A failed call as a sentence: the server's own (already translated) message, a shared sentence for network trouble,
 * a generic one otherwise. `specific` replaces it for the codes a feature explains better itself.
 */
export function useErrorText(specific: ErrorTexts = {}) {
  const { t } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      const key = specific.codes?.[err.code] ?? (err.status === 404 ? specific.notFound : undefined);
      if (key) return t(key);
      if (err.code === 'network_error') return t('errors.network');
      if (err.message) return err.message;
    }
    return t('errors.generic');
  };
}
