import type { QueryFilters } from '@tanstack/react-query';

/**
 * Queries the loading bar waits for: those fetching without data to show yet (first loads, a new page of a table).
 * Background refetches of data already on screen (polls, invalidations after socket events) are left out.
 */
export const FIRST_LOADS: QueryFilters = { predicate: (query) => query.state.data === undefined };
