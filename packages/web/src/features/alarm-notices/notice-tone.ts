let context: AudioContext | null = null;

/**
 * A short two-note chime made with the Web Audio API (no sound file to ship). Browsers refuse audio
 * until the page has had a user gesture; then the tone is silently skipped.
 */
export function playAlarmTone(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 660],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.17);
    }
  } catch {
    // No audio device or no Web Audio: the notice still shows.
  }
}
