import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useNow } from './use-now';

dayjs.extend(relativeTime);

/** "3 dakika önce" in the current language. */
export const fromNow = (at: number | string | null | undefined) => (at ? dayjs(at).fromNow() : '');

/** "5 dakika önce", refreshed every 30 s while mounted. */
export function useRelativeTime(value: string | null | undefined): string {
  useNow(30_000);
  return fromNow(value);
}
