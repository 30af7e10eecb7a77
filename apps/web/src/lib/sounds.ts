type AudioContextCtor = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

function tones(notes: { frequency: number; at: number; length: number; type: OscillatorType; volume: number }[]) {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.02;
    for (const n of notes) {
      const at = start + n.at;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = n.type;
      osc.frequency.setValueAtTime(n.frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(n.volume, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + n.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + n.length + 0.05);
    }
  } catch {
    // audio unavailable or blocked until the user interacts: the dialog and badge still show
  }
}

/** Call from a user gesture (a tap) so that later sounds are allowed to play. Never throws. */
export function unlockAudio() {
  try {
    const ctx = audioContext();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    // audio unavailable
  }
}

/** The emergency alarm: a two-tone siren, three times (Web Audio, no file). */
export function playEmergencyAlarm() {
  tones(Array.from({ length: 6 }, (_, i) => ({ frequency: i % 2 ? 660 : 988, at: i * 0.35, length: 0.32, type: 'square' as const, volume: 0.18 })));
}

/** The notification sound: a short two-note chime. */
export function playNotificationSound() {
  tones([880, 1318.5].map((frequency, i) => ({ frequency, at: i * 0.16, length: 0.45, type: 'sine' as const, volume: 0.25 })));
}
