/** An `ilike` pattern matching the trimmed keyword anywhere, its `\`, `%` and `_` taken literally; null for no keyword. */
export const likePattern = (keyword: string | undefined): string | null =>
  keyword?.trim() ? `%${keyword.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
