import { useEffect } from 'react';
import { usePublicSettings } from '../../../lib/public-settings-query';
import { isSessionLocked } from '../../../lib/session';
import { lockIdleSession } from '../api/lock-session';

/** When anyone last used this browser's office tabs (shared, so a busy tab keeps an idle one open). */
const ACTIVITY_KEY = 'lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is written at most this often; the lock is checked this often. */
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 10_000;

const lastActivity = () => Number(localStorage.getItem(ACTIVITY_KEY)) || 0;

/**
 * Locks the office screen after the idle period set on the system page (`session.idleLockMinutes`, 0: never). Only a
 * person's input counts: the live map's updates and polls keep nothing open.
 */
export function IdleLock() {
  const settings = usePublicSettings();
  const minutes = settings.data?.session.idleLockMinutes ?? 0;

  useEffect(() => {
    if (!minutes) return;
    let written = 0;
    const touch = () => {
      const now = Date.now();
      if (now - written < WRITE_EVERY_MS) return;
      written = now;
      localStorage.setItem(ACTIVITY_KEY, String(now));
    };
    touch();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, touch, { passive: true, capture: true });
    const timer = setInterval(() => {
      if (!isSessionLocked() && Date.now() - lastActivity() >= minutes * 60_000) void lockIdleSession();
    }, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, touch, { capture: true });
    };
  }, [minutes]);

  return null;
}
