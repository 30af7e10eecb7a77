import { playNotificationSound } from '../../../lib/sounds';

/** A vibration and the notification sound for a new offer. Never throws (autoplay rules, no audio, no vibration). */
export function announceOffer() {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    /* vibration unavailable */
  }
  playNotificationSound();
}
