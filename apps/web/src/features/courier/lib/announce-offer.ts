type AudioContextCtor = typeof AudioContext;
let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  const Ctor: AudioContextCtor | undefined = window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  ctx ??= new Ctor();
  return ctx;
}

/** Call from a user gesture (a tap) so that later chimes are allowed to play. Never throws. */
export function unlockAudio() {
  try {
    const c = context();
    if (c && c.state === 'suspended') void c.resume().catch(() => undefined);
  } catch {
    /* audio unavailable */
  }
}

/** A short two-note chime and a vibration for a new offer. Never throws (autoplay rules, no audio, no vibration). */
export function announceOffer() {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    /* vibration unavailable */
  }
  try {
    const c = context();
    if (!c) return;
    if (c.state === 'suspended') void c.resume().catch(() => undefined);
    const start = c.currentTime + 0.02;
    [880, 1320].forEach((freq, i) => {
      const osc = c.createOscillator();
      const gain = c.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const t0 = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.3, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.35);
      osc.connect(gain).connect(c.destination);
      osc.start(t0);
      osc.stop(t0 + 0.4);
    });
  } catch {
    /* blocked by the browser: the card is still shown */
  }
}
