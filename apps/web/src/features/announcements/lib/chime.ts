/** A short two-tone notification sound made with Web Audio (no file to load). Silently skipped when audio is blocked. */
export function playChime() {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const start = ctx.currentTime;
    [880, 1320].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, start + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.15 + 0.3);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + i * 0.15);
      osc.stop(start + i * 0.15 + 0.32);
    });
    setTimeout(() => void ctx.close(), 1000);
  } catch (err) {
    console.info('notification sound unavailable', err);
  }
}
