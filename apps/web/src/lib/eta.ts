import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** "yaklaşık 6 dk (14:32)": an expected driving time measured at `at`, with the clock time it points to. */
export function formatEta(t: TFunction, seconds: number, at: string | Date = new Date()) {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return t('eta.minutes', { minutes, time: dayjs(at).add(seconds, 'second').format('HH:mm') });
}
