import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` while `active`, restarting whenever `resetKey` changes, and calls `onDone` once at zero.
 * Returns the seconds left.
 */
export function useCountdown(seconds: number, active: boolean, resetKey: unknown, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!active) return;
    const endsAt = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, active, resetKey]);

  return left;
}
