/**
 * The OnlineDev client of the list designer's preview: 预览's client (../preview-client.ts: every grant
 * switch off, writes refused with 功能预览不支持数据保存) over sample records (./sample-records.ts), which
 * it lists as the server would — the search by each item's match type (equal, fuzzy, range), the order
 * (`sidx`, V3's comma list with '-'), the page, and a tree table a level at a time. 编辑 and 详情 open
 * the sample's values.
 */
import type { Notice } from '../../../api';
import type { OnlineClient, OnlineListBody, OnlinePage, OnlineRow } from '../../../api/online-client';
import { createPreviewClient } from '../preview-client';

type Json = Record<string, unknown>;

export interface SampleClientInput {
  /** The form's and the list's JSON text as the editor holds them. */
  formData: string;
  columnData: string;
  rows: OnlineRow[];
  notify(notice: Notice): void;
  /** What a refused write says. */
  message: string;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function matches(row: OnlineRow, query: Json, types: Map<string, number>): boolean {
  return Object.entries(query).every(([key, wanted]) => {
    if (isBlank(wanted)) return true;
    const value = row[key];
    const type = types.get(key) ?? 1;
    if (type === 3 && Array.isArray(wanted)) {
      const [from, to] = wanted as unknown[];
      const number = Number(value);
      return (
        value !== undefined &&
        value !== null &&
        Number.isFinite(number) &&
        (isBlank(from) || number >= Number(from)) &&
        (isBlank(to) || number <= Number(to))
      );
    }
    if (type === 2) return String(value ?? '').includes(String(wanted));
    const options = Array.isArray(wanted) ? wanted : [wanted];
    return options.some((option) => (Array.isArray(value) ? value.map(String).includes(String(option)) : String(value) === String(option)));
  });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

function ordered(rows: OnlineRow[], body: OnlineListBody): OnlineRow[] {
  const keys = (body.sidx ?? '')
    .split(',')
    .filter(Boolean)
    .map((item) =>
      item.startsWith('-') ? { key: item.slice(1), direction: -1 } : { key: item, direction: body.sort === 'desc' ? -1 : 1 },
    );
  if (!keys.length) return rows;
  return [...rows].sort((a, b) => {
    for (const { key, direction } of keys) {
      const order = compare(a[key], b[key]) * direction;
      if (order) return order;
    }
    return 0;
  });
}

export function createSampleClient({ formData, columnData, rows, notify, message }: SampleClientInput): OnlineClient {
  const preview = createPreviewClient({ id: 'list-designer', fullName: '', webType: 2, formData, columnData }, notify, message);
  let list: Json = {};
  try {
    list = JSON.parse(columnData || '{}') as Json;
  } catch {
    // The preview is not drawn for a list that does not parse.
  }
  const searchList = Array.isArray(list.searchList) ? (list.searchList as Json[]) : [];
  const types = new Map(searchList.map((item) => [String(item.prop), Number(item.searchType) || 1]));
  const parentField = Number(list.type) === 5 && typeof list.parentField === 'string' ? list.parentField : '';

  const listed = (body: OnlineListBody) => {
    const query = JSON.parse(body.queryJson || '{}') as Json;
    return ordered(
      rows.filter((row) => matches(row, query, types)),
      body,
    );
  };
  const level = (kept: OnlineRow[], parent?: string) => {
    const parentOf = (row: OnlineRow) => String(row[parentField] ?? '');
    const ids = new Set(kept.map((row) => row.id));
    return kept
      .filter((row) => (parent === undefined ? !ids.has(parentOf(row)) : parentOf(row) === parent))
      .map((row) => ({ ...row, hasChildren: kept.some((other) => parentOf(other) === row.id) }));
  };
  const pageOf = (kept: OnlineRow[], body: OnlineListBody): OnlinePage => {
    const pageSize = body.pageSize ?? kept.length;
    const currentPage = body.currentPage ?? 1;
    return {
      list: kept.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((row) => ({ ...row })),
      pagination: { currentPage, pageSize, total: kept.length },
    };
  };
  const record = async (_modelId: string, id: string) => {
    const row = rows.find((item) => item.id === id);
    if (!row) return preview.info(_modelId, id);
    const { id: _id, ...data } = row;
    return { id, data: JSON.stringify(data) };
  };

  return {
    ...preview,
    list: async (_modelId, body) => pageOf(parentField ? level(listed(body)) : listed(body), body),
    children: async (_modelId, id, body) => pageOf(parentField ? level(listed(body), id) : [], body),
    info: record,
    dataChange: record,
  };
}
