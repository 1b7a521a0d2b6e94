/** The short tone of a new-message notice (spec 000 section 4); silent when the browser refuses audio. */
let context: AudioContext | null = null;

export function playNoticeSound(): void {
  try {
    const AudioCtor = globalThis.AudioContext;
    if (!AudioCtor) return;
    context ??= new AudioCtor();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.4);
  } catch {
    // Autoplay rules may refuse sound before the user interacted with the page.
  }
}
