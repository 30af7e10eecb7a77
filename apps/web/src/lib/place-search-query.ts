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

/** Who asks: a signed-in user, or an applicant on a public form (the same search, limited per address). */
export type PlaceSearchAudience = 'signed-in' | 'public';

const searchPlaces = (q: string, near: LatLngPoint | null | undefined, limit: number, audience: PlaceSearchAudience, signal?: AbortSignal) => {
  const params = new URLSearchParams({ q, limit: String(limit) });
  if (near) params.set('near', `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)}`);
  const path = audience === 'public' ? '/api/geo/search/public' : '/api/geo/search';
  return api.get<GeoSearchResults>(`${path}?${params}`, { signal }).then((r) => r.items);
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
export function usePlaceSearch(query: string, near?: LatLngPoint | null, limit = 8, audience: PlaceSearchAudience = 'signed-in') {
  // About 100 m: a nearer point than that asks the same question.
  const rounded = near ? { latitude: Math.round(near.latitude * 1000) / 1000, longitude: Math.round(near.longitude * 1000) / 1000 } : null;
  return useQuery({
    queryKey: ['geo', 'places', query, rounded, limit, audience],
    queryFn: ({ signal }) => searchPlaces(query, rounded, limit, audience, signal),
    enabled: query.length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
