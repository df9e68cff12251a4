/**
 * A bell made with the Web Audio API: a struck bowl's fundamental with the inharmonic partials of
 * a real one, each fading at its own pace. The AudioContext is made on the person's first tap
 * (Start, or a bead), which is when browsers allow sound.
 */
let context: AudioContext | null = null;

/** Call from a tap: makes (or wakes) the audio context so later bells may sound. */
export function unlockAudio(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

const PARTIALS: Array<[ratio: number, gain: number, seconds: number]> = [
  [1, 0.5, 6],
  [2.76, 0.22, 3.5],
  [5.4, 0.12, 2],
  [8.93, 0.05, 1.2],
];

export function ringBell(strength = 1, fundamental = 220): void {
  if (!context) return;
  const now = context.currentTime;
  const out = context.createGain();
  out.gain.value = 0.6 * strength;
  out.connect(context.destination);
  for (const [ratio, gain, seconds] of PARTIALS) {
    const osc = context.createOscillator();
    const env = context.createGain();
    osc.type = 'sine';
    osc.frequency.value = fundamental * ratio;
    env.gain.setValueAtTime(0.0001, now);
    env.gain.exponentialRampToValueAtTime(gain, now + 0.01);
    env.gain.exponentialRampToValueAtTime(0.0001, now + seconds);
    osc.connect(env).connect(out);
    osc.start(now);
    osc.stop(now + seconds + 0.05);
  }
}
