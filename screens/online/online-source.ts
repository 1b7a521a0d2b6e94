/**
 * The page data source of a generated form's list over the OnlineDev calls: the page's query becomes
 * the list body (paging, order, the menu, the search values and the left tree's node as `queryJson`,
 * the advanced query as `superQueryJson`, reference 3.3); rows come back as stored, a sub-table column
 * gets its table's rows, a grouped list (type 3) nests under one row per group, a tree list (type 5) asks for
 * a row's children with the same body (`List/{id}`). The left tree reads a dictionary or a data
 * interface through the form's data source. It remembers the body of the rows shown, for the export.
 */
import type { OnlineClient, OnlineListBody, OnlineRow } from '../../api/online-client';
import type { DataSource } from '../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageQuery, PageRow, PageRows } from '../../engine/page';
import type { ColumnData } from '../../schemas/online/column-data';
import { GROUP_COUNT, GROUP_FLAG, onlineCalls, TREE_PARENT } from './list-page';

export interface OnlineSource extends PageDataSource {
  /** The list body of the rows shown (null before the first list). */
  shownBody(): OnlineListBody | null;
}

export interface OnlineSourceInput {
  client: OnlineClient;
  /** The released definition (`propertyJson.moduleId` of the menu). */
  modelId: string;
  /** The menu the page is shown in: its grants and data rules apply. */
  menuId?: string;
  columnData: ColumnData;
  form: DataSource;
}

const PAGE_KEYS = new Set(['currentPage', 'pageSize', 'sort', 'sidx', 'superQueryJson', TREE_PARENT]);

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The list body of a page query: its search values (and tree node) as `queryJson`, the advanced query as `superQueryJson`. */
export function listBody(query: PageQuery, menuId: string | undefined): OnlineListBody {
  const search = Object.fromEntries(Object.entries(query).filter(([key, value]) => !PAGE_KEYS.has(key) && !isBlank(value)));
  return {
    ...(query.currentPage !== undefined ? { currentPage: query.currentPage, pageSize: query.pageSize } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.sidx ? { sidx: query.sidx } : {}),
    ...(menuId ? { menuId } : {}),
    queryJson: JSON.stringify(search),
    ...(typeof query.superQueryJson === 'string' && query.superQueryJson ? { superQueryJson: query.superQueryJson } : {}),
  };
}

/** Sub-table columns (`<table>-<column>`) read their table's rows, so a column not granted stays absent. */
function withSubTableColumns(row: OnlineRow, columnData: ColumnData): PageRow {
  const out: PageRow = { ...row };
  for (const { prop } of columnData.columnList) {
    const dash = prop.indexOf('-');
    if (dash > 0 && !(prop in row) && prop.slice(0, dash) in row) out[prop] = row[prop.slice(0, dash)];
  }
  return out;
}

/** Type 3: one row per value of the group field (in the order met), its rows nested under it. */
export function groupRows(rows: PageRow[], columnData: ColumnData): PageRow[] {
  const { groupField } = columnData;
  const labelProp = columnData.columnList.find((column) => column.prop !== groupField)?.prop ?? columnData.columnList[0]?.prop;
  const groups = new Map<string, { value: unknown; rows: PageRow[] }>();
  for (const row of rows) {
    const value = row[groupField];
    const key = JSON.stringify(value ?? null);
    const group = groups.get(key) ?? { value, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, group]) => ({
    id: `group:${key}`,
    [GROUP_FLAG]: true,
    [GROUP_COUNT]: group.rows.length,
    ...(labelProp ? { [labelProp]: group.value } : {}),
    children: group.rows,
  }));
}

export function createOnlineSource({ client, modelId, menuId, columnData, form }: OnlineSourceInput): OnlineSource {
  let shown: OnlineListBody | null = null;

  const list = async (query: PageQuery, signal?: AbortSignal): Promise<PageRows> => {
    const body = listBody(query, menuId);
    const parent = query[TREE_PARENT];
    if (typeof parent === 'string') {
      const page = await client.children(modelId, parent, body, signal);
      return { list: page.list.map((row) => withSubTableColumns(row, columnData)), total: page.pagination.total };
    }
    const page = await client.list(modelId, body, signal);
    shown = body;
    const rows = page.list.map((row) => withSubTableColumns(row, columnData));
    if (columnData.type === 3 && columnData.groupField) return { list: groupRows(rows, columnData), total: rows.length };
    return { list: rows, total: page.pagination.total };
  };

  const tree = async (signal?: AbortSignal): Promise<PageRows> => {
    const { source, dictionary, interfaceId } = columnData.tree;
    if (source === 'api') {
      const answer = interfaceId ? await form.dataInterface(interfaceId, [], signal) : [];
      return { list: Array.isArray(answer) ? (answer as PageRow[]) : [] };
    }
    return { list: dictionary ? ((await form.dictionary(dictionary, signal)) as unknown as PageRow[]) : [] };
  };

  const call = async (name: string, input: CallInput): Promise<CallOutcome> => {
    if (name === onlineCalls.remove) return { msg: (await client.remove(modelId, String(input.id))).msg };
    if (name === onlineCalls.batchRemove) {
      const ids = (input.selection ?? []).map((row) => String(row.id));
      return { msg: (await client.batchRemove(modelId, ids, menuId)).msg };
    }
    throw new Error(`online list: no call ${name}`);
  };

  return {
    form,
    list: (name, query, signal) => {
      if (name === onlineCalls.list) return list(query, signal);
      if (name === onlineCalls.tree) return tree(signal);
      return Promise.reject(new Error(`online list: no list ${name}`));
    },
    call,
    shownBody: () => shown,
  };
}
