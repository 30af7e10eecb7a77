import type { ErrorTexts } from '../../../lib/use-error-text';

/** The store screens explain these failures themselves (see useErrorText). */
export const storeErrorTexts: ErrorTexts = {
  codes: { insufficient_credit: 'store.errors.insufficientCredit', invalid_state: 'store.errors.invalidState' },
};
