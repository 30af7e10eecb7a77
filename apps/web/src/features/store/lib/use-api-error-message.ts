import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** A short Turkish (or English) sentence for a failed store call. */
export function useApiErrorMessage() {
  const { t } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.code === 'insufficient_credit') return t('storeDelivery.errors.insufficientCredit');
      if (err.code === 'invalid_state') return t('storeDelivery.errors.invalidState');
      if (err.code === 'network_error') return t('storeDelivery.errors.network');
      if (err.message) return err.message;
    }
    return t('errors.generic');
  };
}
