import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_LOADS } from './loading-queries';

describe('loading bar queries', () => {
  it('counts first loads, not background refetches of data already shown', async () => {
    const client = new QueryClient();
    let release: (v: number) => void = () => undefined;
    const slow = () => new Promise<number>((r) => (release = r));
    const first = client.fetchQuery({ queryKey: ['poll'], queryFn: slow });
    expect(client.isFetching(FIRST_LOADS)).toBe(1);
    release(1);
    await first;
    expect(client.isFetching(FIRST_LOADS)).toBe(0);

    // A poll (refetch) of the same query: fetching, but not a first load.
    const again = client.refetchQueries({ queryKey: ['poll'] });
    expect(client.isFetching()).toBe(1);
    expect(client.isFetching(FIRST_LOADS)).toBe(0);
    release(2);
    await again;

    // Another query without data yet is one.
    const other = client.fetchQuery({ queryKey: ['other'], queryFn: slow });
    expect(client.isFetching(FIRST_LOADS)).toBe(1);
    release(3);
    await other;
    expect(client.isFetching(FIRST_LOADS)).toBe(0);
  });
});
