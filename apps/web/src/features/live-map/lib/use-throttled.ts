import { useEffect, useRef } from 'react';

/** A stable function that runs `fn` at most once per `ms` (leading and trailing call). */
export function useThrottled(fn: () => void, ms: number): () => void {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const state = useRef<{ last: number; timer?: ReturnType<typeof setTimeout>; run?: () => void }>({ last: 0 });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  if (!state.current.run) {
    const s = state.current;
    s.run = () => {
      const wait = s.last + ms - Date.now();
      if (wait <= 0) {
        s.last = Date.now();
        fnRef.current();
      } else if (!s.timer) {
        s.timer = setTimeout(() => {
          s.timer = undefined;
          s.last = Date.now();
          fnRef.current();
        }, wait);
      }
    };
  }
  return state.current.run!;
}
