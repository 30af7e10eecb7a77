import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` while `active` and not `paused`, restarting whenever `resetKey` changes, and calls
 * `onDone` once at zero. A pause holds the time left and the count goes on from there. Returns the seconds left.
 */
export function useCountdown(seconds: number, active: boolean, resetKey: unknown, onDone: () => void, paused = false): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  // milliseconds left, and for which key
  const remaining = useRef({ key: resetKey, ms: seconds * 1000 });

  useEffect(() => {
    if (remaining.current.key !== resetKey) remaining.current = { key: resetKey, ms: seconds * 1000 };
    if (!active) {
      remaining.current.ms = seconds * 1000;
      setLeft(seconds);
      return;
    }
    setLeft(Math.ceil(remaining.current.ms / 1000));
    if (paused) return;
    const endsAt = Date.now() + remaining.current.ms;
    const timer = setInterval(() => {
      remaining.current.ms = Math.max(0, endsAt - Date.now());
      setLeft(Math.ceil(remaining.current.ms / 1000));
      if (remaining.current.ms === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => {
      clearInterval(timer);
      remaining.current.ms = Math.max(0, endsAt - Date.now());
    };
  }, [seconds, active, paused, resetKey]);

  return left;
}
