/**
 * The relation kinds' calls held in memory (engine/memory-data-source.ts `relationRecords`): each form's
 * records by model id, paged, filtered by the keyword in the field shown or by `ids`, answered with the
 * asked fields as they are (the text of stories and tests).
 */
import type { RelationServices } from './data-source';

type Row = Record<string, unknown>;
type Answer = <T>(
  method: 'relationPage' | 'relationRecord',
  args: unknown[],
  signal: AbortSignal | undefined,
  produce: () => T,
) => Promise<T>;

export function memoryRelations(records: Record<string, Row[]>, answer: Answer, open?: RelationServices['open']): RelationServices {
  const rowsOf = (modelId: string) => {
    const rows = records[modelId];
    if (!rows) throw new Error(`表单 ${modelId} 不存在`);
    return rows;
  };
  return {
    page: (modelId, request, signal) =>
      answer('relationPage', [modelId, request], signal, () => {
        const keyword = request.keyword?.trim() ?? '';
        const all = rowsOf(modelId).filter(
          (row) =>
            (!request.ids || request.ids.includes(String(row.id))) &&
            (!keyword || String(row[request.relationField] ?? '').includes(keyword)),
        );
        const keys = [request.relationField, ...request.columnOptions];
        const from = (request.currentPage - 1) * request.pageSize;
        const list = all
          .slice(from, from + request.pageSize)
          .map((row) => ({ id: row.id, ...Object.fromEntries(keys.map((key) => [key, row[key] ?? ''])) }));
        return { list, total: all.length };
      }),
    record: (modelId, id, signal) =>
      answer('relationRecord', [modelId, id], signal, () => rowsOf(modelId).find((row) => String(row.id) === id)),
    ...(open ? { open } : {}),
  };
}
