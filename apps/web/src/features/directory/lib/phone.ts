export { formatPhone } from '../../../lib/phone';

/** A `tel:` link only for a full number (roles without `personal.read` get a masked one). */
export const telHref = (phone: string): string | undefined => (phone.includes('*') ? undefined : `tel:${phone.replace(/\s/g, '')}`);
