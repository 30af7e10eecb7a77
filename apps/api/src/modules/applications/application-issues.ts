import { APPLICATION_FIELD_LABELS } from '@kurye/contracts/applications';
import type { Lang } from '@kurye/contracts/errors';
import type { z } from 'zod';

/** Field errors of the public application forms, in the caller's language. */
const MESSAGES = {
  invalid: { tr: '{label} geçersiz', en: '{label} is invalid' },
  missing: { tr: '{label} gerekli', en: '{label} is required' },
  kvkk: { tr: 'KVKK aydınlatma metni onaylanmalı', en: 'The privacy (KVKK) notice must be accepted' },
  districtProvince: { tr: 'İlçe seçilen ile ait değil', en: 'The district is not in the chosen province' },
} as const;

const label = (path: string, lang: Lang) => {
  const entry = APPLICATION_FIELD_LABELS[path] ?? APPLICATION_FIELD_LABELS[path.split('.')[0]];
  return entry ? entry[lang] : path;
};

export const fieldMessage = (path: string, kind: 'invalid' | 'missing', lang: Lang) =>
  path === 'kvkkConsent' ? MESSAGES.kvkk[lang] : MESSAGES[kind][lang].replace('{label}', label(path, lang));

export const districtProvinceMessage = (lang: Lang) => MESSAGES.districtProvince[lang];

/** Field errors of a failed parse as one readable list, in the caller's language, each field once. */
export function describeIssues(issues: z.core.$ZodIssue[], lang: Lang) {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '-';
    const key = APPLICATION_FIELD_LABELS[path] ? path : path.split('.')[0];
    if (seen.has(label(key, lang))) continue;
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    seen.set(label(key, lang), fieldMessage(key, missing ? 'missing' : 'invalid', lang));
  }
  return [...seen.values()].join('; ');
}
