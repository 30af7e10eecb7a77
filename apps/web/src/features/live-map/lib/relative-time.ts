import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 dakika önce" in the current language. */
export const fromNow = (at: number | string | null | undefined) => (at ? dayjs(at).fromNow() : '');

/** Re-renders every `ms` so that "n minutes ago" stays true. */
export function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
