import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** The heading of a settings card. */
export const cardTitle = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

/** Props of a money input (TL, two decimals, Turkish decimal comma). */
export const moneyInput = { min: 0, step: 1, precision: 2, decimalSeparator: ',', suffix: '₺', style: { width: '100%' } } as const;

/**
 * Validation rules for a number between two bounds: `range` with its own message key, `between` with the common one.
 * Both are rule lists: an empty field says "<label> zorunludur." as every required field does.
 */
export function useRangeRules() {
  const { t } = useTranslation();
  const range = (min: number, max: number, key: string): Rule[] => [
    { required: true },
    {
      validator: (_: unknown, v: number | null) =>
        v === null || v === undefined || (v >= min && v <= max) ? Promise.resolve() : Promise.reject(new Error(t(key, { min, max }))),
    },
  ];
  const between = (min: number, max: number) => range(min, max, 'organisation.settings.between');
  return { range, between };
}
