import type { ErrorTexts } from '../../../lib/use-error-text';

/** The organisation screens say "not found" in their own words for any 404 (see useErrorText). */
export const organisationErrorTexts: ErrorTexts = { notFound: 'organisation.errors.notFound' };
