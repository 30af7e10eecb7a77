import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * Field rules mirroring the contracts' zod schemas, with Turkish-first messages. An empty field says
 * "<Etiket> zorunludur." (the ConfigProvider's one message for required rules).
 */
export const requiredRule: Rule = { required: true, whitespace: true };

export const emailRules = (t: TFunction): Rule[] => [
  requiredRule,
  { type: 'email', message: t('validation.email') },
  { max: 254, message: t('validation.maxLength', { count: 254 }) },
];

/** passwordSchema: at least 8 characters with a letter and a digit. */
export const passwordRules = (t: TFunction): Rule[] => [
  requiredRule,
  {
    validator: (_, value: string | undefined) =>
      !value || (value.length >= 8 && value.length <= 128 && /[A-Za-zÇĞİÖŞÜçğıöşü]/.test(value) && /\d/.test(value))
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.password'))),
  },
];

export const confirmPasswordRules = (t: TFunction, field: string): Rule[] => [
  requiredRule,
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('validation.passwordMismatch'))),
  }),
];
