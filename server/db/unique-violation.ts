/** The unique index a failed insert or update ran into (PostgreSQL and PGlite both report code 23505), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e || e.code !== '23505') return undefined;
  if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
  const match = /unique constraint "([^"]+)"/.exec(String(e.message ?? ''));
  return match?.[1] ?? '';
}
