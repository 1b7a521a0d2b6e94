/** Ids as the JNPF generations store them (system and picker kinds): an array, JSON text of one, or comma-separated text. */
/** A value stored as JSON text of an array, parsed; anything else (or text that is not JSON) as it is. */
export function parsedArrayText(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Ids stored as an array, JSON text of one, or comma-separated text. */
export function storedIds(value: unknown): string[] {
  const parsed = parsedArrayText(value);
  if (Array.isArray(parsed)) return parsed.flat().map(String);
  if (typeof parsed !== 'string' || parsed === '') return typeof parsed === 'number' ? [String(parsed)] : [];
  // Text that looked like JSON but is not stays one id.
  return parsed.startsWith('[') ? [parsed] : parsed.split(',').filter(Boolean);
}
