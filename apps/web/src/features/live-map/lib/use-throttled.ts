import { useEffect, useRef } from 'react';

/** `fn` at most once per `ms` (leading and trailing call); `cancel` drops a pending trailing call. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run() {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        fn();
      } else if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          fn();
        }, wait);
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A stable function that runs `fn` at most once per `ms` (leading and trailing call). */
export function useThrottled(fn: () => void, ms: number): () => void {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const throttled = useRef<ReturnType<typeof throttle> | null>(null);
  throttled.current ??= throttle(() => fnRef.current(), ms);
  useEffect(() => () => throttled.current?.cancel(), []);
  return throttled.current.run;
}
