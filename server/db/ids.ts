import { createHash, randomInt } from 'node:crypto';

let lastMillis = 0;
let sequence = 0;

/** A string id shaped like the original's snowflakes: time-ordered, 18-19 decimal digits. */
export function newId(): string {
  const now = Date.now();
  if (now === lastMillis) sequence = (sequence + 1) & 0xfff;
  else {
    lastMillis = now;
    sequence = randomInt(0, 0x800);
  }
  return ((BigInt(now) << 22n) | (BigInt(randomInt(0, 0x400)) << 12n) | BigInt(sequence)).toString();
}

/** A stable id for seeded rows, so seeding twice finds the same rows. */
export function seedId(kind: string, code: string): string {
  const digest = createHash('sha256').update(`${kind}:${code}`).digest('hex').slice(0, 15);
  return BigInt(`0x${digest}`).toString();
}
