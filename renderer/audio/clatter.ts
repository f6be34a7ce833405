/**
 * Dice sounds, synthesised so the app ships no audio files: each impact is a short burst
 * of band-passed noise whose loudness and brightness follow how hard the die hit.
 */
let context: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (!noise) {
    noise = context.createBuffer(1, Math.floor(context.sampleRate * 0.12), context.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i++)
      data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  }
  return context;
}

/** One impact. `strength` is 0..1 (a die's change of speed, scaled); `volume` is the master volume. */
export function playImpact(strength: number, volume: number, delaySeconds = 0): void {
  if (volume <= 0 || strength <= 0.02) return;
  const ctx = audio();
  if (!ctx || !noise) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime + delaySeconds;
  const source = ctx.createBufferSource();
  source.buffer = noise;
  source.playbackRate.value = 0.8 + Math.min(1, strength) * 0.6;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 1800 + strength * 2600;
  band.Q.value = 1.4;
  const gain = ctx.createGain();
  const peak = Math.min(1, strength) ** 1.2 * volume * 0.9;
  gain.gain.setValueAtTime(peak, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.05 + strength * 0.07);
  source.connect(band).connect(gain).connect(ctx.destination);
  source.start(start);
  source.stop(start + 0.15);
}
