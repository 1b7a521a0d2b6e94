/** How the test dialog shows an interface's answer as a table: its rows and their columns, or none. */

/** Rows shown at most; the JSON tab holds the whole answer. */
export const TABLE_ROW_LIMIT = 200;

export interface AnswerTable {
  columns: string[];
  rows: Record<string, unknown>[];
  /** Rows in the answer (more than `rows` when cut at the limit). */
  total: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's records (a list, or a record holding one under `list`), or undefined when it has none. */
export function answerTable(data: unknown): AnswerTable | undefined {
  const list = isRecord(data) && Array.isArray(data.list) ? data.list : data;
  if (!Array.isArray(list) || !list.every(isRecord)) return undefined;
  const rows = list.slice(0, TABLE_ROW_LIMIT);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { columns, rows, total: list.length };
}

/** A cell's text: objects and lists as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
