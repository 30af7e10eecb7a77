import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CarrierType } from '@kurye/contracts/reference';
import { api } from './api-client';

export type { CarrierType };

export const getCarrierTypes = () => api.get<CarrierType[]>('/api/carrier-types');

/** GET /api/carrier-types: the vehicle kinds (public page, application form, directory filters). */
export const carrierTypesQueryOptions = () => queryOptions({ queryKey: ['carrier-types'], queryFn: getCarrierTypes, staleTime: 5 * 60_000 });

/** The type with its name, description and requirements in `language`, where it has them (else in Turkish). */
export function inLanguage(type: CarrierType, language: string): CarrierType {
  const text = language.startsWith('en') ? type.translations.en : undefined;
  return text ? { ...type, ...text } : type;
}

/** The carrier types, their texts in the language shown, in that language's alphabetical order (the API sorts by the Turkish names). */
export function useCarrierTypes() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback(
    (types: CarrierType[]) => types.map((type) => inLanguage(type, language)).sort((a, b) => a.name.localeCompare(b.name, language)),
    [language],
  );
  return useQuery({ ...carrierTypesQueryOptions(), select });
}

/**
 * A type's name in the language shown, by id. Lists and records carry the type's Turkish name beside its id; that name
 * stands until the types have loaded, and for a type the list does not hold.
 */
export function useCarrierTypeName() {
  const { data } = useCarrierTypes();
  return useCallback(
    (id: string | null | undefined, fallback: string | null | undefined) => data?.find((type) => type.id === id)?.name ?? fallback ?? '—',
    [data],
  );
}
