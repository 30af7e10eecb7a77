import type { ApiClaim } from '@kurye/contracts/claims';
import type { AuthContext } from './auth-context';

// Personal data (KVKK): phone numbers and T.C. kimlik no. Every answer passes `maskPersonalData` on its way out (see
// `registerRoutePolicies`): an office user without the route's personal-data claim (`personal.read` unless the route
// names another) gets them masked, wherever they stand in the answer. Stores and couriers are parties to their own
// deliveries: they see what their services give them.

/** `+905321234567` → `5** *** ** 67`: the operator prefix's first digit and the last two digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length >= 10 ? digits.slice(-10) : digits;
  if (national.length < 4) return '*'.repeat(national.length);
  return `${national[0]}** *** ** ${national.slice(-2)}`;
}

/** `12345678950` → `1********50`. */
export function maskNationalId(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  if (value.length < 4) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 3)}${value.slice(-2)}`;
}

/** The answer fields that hold personal data, by name, and how each is masked. */
const PERSONAL_FIELDS: Readonly<Partial<Record<string, (v: string) => string | null>>> = {
  phone: maskPhone,
  carrierPhone: maskPhone,
  customerPhone: maskPhone,
  nationalIdentityNumber: maskNationalId,
  // A store's tax number is a company's VKN (not personal) or a sole trader's T.C. kimlik no (11 digits: personal).
  taxNumber: (v) => (v.length === 11 ? maskNationalId(v) : v),
};

/** Whether the caller sees personal data in full: a store or a courier (parties), or an office user with `claim`. */
export function seesPersonalData(auth: AuthContext, claim: ApiClaim = 'personal.read') {
  const first = auth.roles[0];
  return first === 'Store' || first === 'Carrier' || auth.claims.has(claim);
}

/** The claim that shows an event's personal data in full, when it is not `personal.read` (an SOS to the chief). */
const EVENT_PERSONAL_DATA_CLAIM: Readonly<Partial<Record<string, ApiClaim>>> = {
  'emergency.raised': 'emergencies.contact',
  'emergency.updated': 'emergencies.contact',
};

/** Whether the caller sees an event's personal data in full on the socket (as routes decide it for answers). */
export const seesEventPersonalData = (auth: AuthContext, eventType: string) => seesPersonalData(auth, EVENT_PERSONAL_DATA_CLAIM[eventType]);

/** How one caller sees phones and T.C. kimlik no, for text a service composes itself (a search result's detail). */
export function personalView(auth: AuthContext) {
  const full = seesPersonalData(auth);
  return {
    full,
    phone: (v: string | null | undefined) => (full ? (v ?? null) : maskPhone(v)),
    nationalId: (v: string | null | undefined) => (full ? (v ?? null) : maskNationalId(v)),
  };
}

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (!v || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** The answer with every personal field masked (a value already masked stays as it is); other values untouched. */
export function maskPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonalData);
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const mask = PERSONAL_FIELDS[key];
    out[key] = mask && typeof v === 'string' && !v.includes('*') ? mask(v) : maskPersonalData(v);
  }
  return out;
}
