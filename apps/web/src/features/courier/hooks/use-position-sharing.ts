import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { socket } from '../../../lib/socket';
import { sendLocation } from '../api/send-location';
import { sendLocations } from '../api/send-locations';
import type { PositionBody as PositionPoint } from '@kurye/contracts/delivery';
import { PositionOutbox } from '../lib/position-outbox';

export const SHARE_INTERVAL_MS = 5000;
const ACK_TIMEOUT_MS = 4000;
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number;
  at: number;
}

const toFix = (pos: GeolocationPosition): Fix => ({
  latitude: pos.coords.latitude,
  longitude: pos.coords.longitude,
  accuracy: Math.round(pos.coords.accuracy),
  at: pos.timestamp || Date.now(),
});

const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * Watches the device position (high accuracy) while `enabled` and shares it every ~5 s: over the socket when it is
 * open (acknowledged by the server once stored), else — or when no acknowledgement comes — with a POST; points that cannot be sent (no network) wait in memory (max 500) and go as one batch later.
 */
export function usePositionSharing(enabled: boolean) {
  const [fix, setFix] = useState<Fix | null>(null);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [queued, setQueued] = useState(0);
  const latest = useRef<Fix | null>(null);
  const outbox = useRef(new PositionOutbox());
  const busy = useRef(false);

  const share = useCallback(async () => {
    const current = latest.current;
    if (!current || busy.current) return;
    busy.current = true;
    const point: PositionPoint = { latitude: current.latitude, longitude: current.longitude, accuracy: current.accuracy, recordedAt: new Date().toISOString() };
    try {
      if (outbox.current.size > 0) {
        try {
          await outbox.current.flush(sendLocations, isNetworkError);
        } catch (err) {
          if (isNetworkError(err)) {
            outbox.current.add(point);
            return;
          }
        }
      }
      // Over the socket when it is open, acknowledged once stored; HTTP when it is not open or no ack comes.
      if (await socket.sendWithAck('position', point, ACK_TIMEOUT_MS)) return;
      try {
        await sendLocation(point);
      } catch (err) {
        if (isNetworkError(err)) outbox.current.add(point);
      }
    } finally {
      busy.current = false;
      setQueued(outbox.current.size);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    let first = true;
    const watchId = navigator.geolocation.watchPosition(
      (pos) => {
        latest.current = toFix(pos);
        setFix(latest.current);
        setProblem(null);
        if (first) {
          first = false;
          void share();
        }
      },
      (err) => setProblem(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5000, timeout: 20_000 },
    );
    const timer = setInterval(() => void share(), SHARE_INTERVAL_MS);
    const onOnline = () => void share();
    window.addEventListener('online', onOnline);
    return () => {
      navigator.geolocation.clearWatch(watchId);
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [enabled, share]);

  /** A fresh fix for a delivery (the latest watched one if the device does not answer within a few seconds). */
  const currentFix = useCallback(
    () =>
      new Promise<Fix | null>((resolve) => {
        if (!('geolocation' in navigator)) return resolve(latest.current);
        navigator.geolocation.getCurrentPosition(
          (pos) => {
            latest.current = toFix(pos);
            setFix(latest.current);
            resolve(latest.current);
          },
          () => resolve(latest.current),
          { enableHighAccuracy: true, maximumAge: 0, timeout: 5000 },
        );
      }),
    [],
  );

  return { fix, problem, queued, currentFix };
}
