import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { GeoPlace, GeoSearchResults } from '@kurye/contracts/geo';
import { api } from './api-client';

export type { GeoPlace };
export interface LatLngPoint {
  latitude: number;
  longitude: number;
}

/** The specification's minimum query length and debounce for a search box. */
export const PLACE_SEARCH_MIN_LENGTH = 2;
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

const searchPlaces = (q: string, near: LatLngPoint | null | undefined, limit: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ q, limit: String(limit) });
  if (near) params.set('near', `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)}`);
  return api.get<GeoSearchResults>(`/api/geo/search?${params}`, { signal }).then((r) => r.items);
};

/** `text` once typing has paused for the debounce, trimmed; '' below the minimum length. */
export function useDebouncedSearchText(text: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length < PLACE_SEARCH_MIN_LENGTH) {
      setQuery('');
      return;
    }
    const timer = setTimeout(() => setQuery(trimmed), PLACE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return query;
}

/** Streets, neighbourhoods, places and POIs named like `query` (already debounced), nearest to `near` first. */
export function usePlaceSearch(query: string, near?: LatLngPoint | null, limit = 8) {
  const nearKey = near ? `${near.latitude.toFixed(3)},${near.longitude.toFixed(3)}` : '';
  return useQuery({
    queryKey: ['geo', 'places', query, nearKey, limit],
    queryFn: ({ signal }) => searchPlaces(query, near, limit, signal),
    enabled: query.length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
