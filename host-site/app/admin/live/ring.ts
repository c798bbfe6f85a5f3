/** A short two-tone ring made with Web Audio (no sound file to fetch), as the emergency sound. */
export function ringTwice(): void {
  try {
    const context = new AudioContext();
    for (const [index, frequency] of [988, 784].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.12;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + index * 0.2);
      oscillator.stop(context.currentTime + index * 0.2 + 0.15);
    }
    setTimeout(() => void context.close(), 1000);
  } catch {
    // No audio (blocked until the page was used, or unsupported): the banner still shows the ring.
  }
}
