import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isValidTcKimlik, normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';

/**
 * Field rules of the application forms, the same checks as the contracts' schemas (`@kurye/contracts/applications`)
 * with a specific Turkish message per failure ("<Etiket> zorunludur." for an empty field comes from the ConfigProvider).
 */
export const required: Rule = { required: true, whitespace: true };

export const personNameRules = (t: TFunction): Rule[] => [
  required,
  { min: 2, message: t('validation.minLength', { count: 2 }) },
  { max: 80, message: t('validation.maxLength', { count: 80 }) },
];

/** T.C. kimlik no: 11 digits, first not 0, 10th and 11th digits are checksums. */
export const tcKimlikRules = (t: TFunction): Rule[] => [
  required,
  {
    validator: (_, raw: string | undefined) => {
      const v = (raw ?? '').trim();
      if (!v) return Promise.resolve();
      if (!/^\d+$/.test(v)) return Promise.reject(new Error(t('applicationForm.errors.tcDigits')));
      if (v.length !== 11) return Promise.reject(new Error(t('applicationForm.errors.tcLength')));
      if (v[0] === '0') return Promise.reject(new Error(t('applicationForm.errors.tcFirstZero')));
      if (!isValidTcKimlik(v)) return Promise.reject(new Error(t('applicationForm.errors.tcChecksum')));
      return Promise.resolve();
    },
  },
];

export const mobileRules = (t: TFunction): Rule[] => [
  required,
  {
    validator: (_, v: string | undefined) =>
      !v || normalizeTurkishMobile(v) ? Promise.resolve() : Promise.reject(new Error(t('applicationForm.errors.phone'))),
  },
];

export const emailRules = (t: TFunction): Rule[] => [
  required,
  { type: 'email', message: t('validation.email') },
  { max: 254, message: t('validation.maxLength', { count: 254 }) },
];

/** A valid mobile number spelled "+90 5xx xxx xx xx" (shown after leaving the field); anything else unchanged. */
export function prettyMobile(value: string): string {
  const n = normalizeTurkishMobile(value);
  if (!n) return value;
  const d = n.slice(3);
  return `+90 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
}
