import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "5 dakika önce" in the current dayjs locale, refreshed every 30 s while mounted. */
export function useRelativeTime(value: string | null | undefined): string {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  return value ? dayjs(value).fromNow() : '';
}
