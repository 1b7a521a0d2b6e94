/**
 * The recording of a simulated call: a short 16-bit mono PCM WAV (8 kHz, the telephone rate) of two
 * alternating tones, its length and pitch taken from the call id so that recordings differ.
 */
export function recordingWav(seed: string, seconds = 2): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const low = 350 + (hash % 200);
  const high = low * 1.5;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const frequency = Math.floor(i / (rate / 4)) % 2 === 0 ? low : high;
    const value = Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 8000);
    data.writeInt16LE(value, i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
