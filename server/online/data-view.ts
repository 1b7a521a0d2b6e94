/**
 * The list of a data view (web type 4, 数据视图; reference 3.4 and 5.6 `F_INTERFACE_ID`,
 * `F_INTERFACE_PARAM`): no form and no records of its own, its rows are what its data interface answers.
 * `List` runs the interface (SQL read-only with bound parameters, static JSON or HTTP, as
 * server/data-interfaces runs it, logged) with the released `interfaceParam`; a search value whose prop
 * names one of the interface's parameters is passed as that parameter, the others filter the answered
 * rows as the search list says (1 equal, 3 a range, else containing, as JNPF 3.4.7 compares them);
 * then the rows are sorted and paged as the list configuration says, without the columns the caller is
 * not granted. The writes have nothing to write: `refuseDataView` answers them. docs/online-dev.md.
 */
import type { FastifyRequest } from 'fastify';
import type { DataInterfaceCallParam } from '../../api/data-interface';
import { onlineMessages as text, type OnlineListBody } from '../../schemas/online/online-bodies';
import type { AppContext } from '../context';
import { loadInterface } from '../data-interfaces/interface-store';
import { rowsOf, type InterfaceRow } from '../data-interfaces/rows';
import { runLogged } from '../data-interfaces/run-interface';
import { exportMaxRows } from '../imports/resource-export';
import { badRequest } from '../http/api-error';
import { withoutFields, type CallerGrants } from '../resources/caller-grants';
import type { OnlineModel } from './online-model';

/** A data view is read only: create, update, delete, import and export answer this. */
export function refuseDataView<T extends Pick<OnlineModel, 'webType'>>(model: T): T {
  if (model.webType === 4) throw badRequest(text.dataViewReadOnly);
  return model;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The released `interfaceParam` as a run's `paramList` (anything unreadable is none). */
export function releasedParams(interfaceParam: unknown): DataInterfaceCallParam[] {
  return Array.isArray(interfaceParam) ? interfaceParam.filter(isRecord) : [];
}

/** The search form's values (`queryJson`, JSON text of an object); anything else answers 400. */
function searchValues(queryJson: string | undefined): Record<string, unknown> {
  if (!queryJson?.trim()) return {};
  try {
    const value = JSON.parse(queryJson) as unknown;
    if (isRecord(value)) return value;
  } catch {
    // answered below
  }
  throw badRequest(text.badData);
}

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
const asNumber = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/** Whether the row's value matches the wanted one: 1 equal (as text), 3 within [from, to], else containing it (ignoring case). */
export function matches(rowValue: unknown, wanted: unknown, searchType: number): boolean {
  if (searchType === 3 && Array.isArray(wanted)) {
    const [from, to] = wanted as unknown[];
    const value = asNumber(rowValue);
    if (!Number.isFinite(value)) return false;
    return (isBlank(from) || value >= asNumber(from)) && (isBlank(to) || value <= asNumber(to));
  }
  const alternatives = Array.isArray(wanted) ? wanted.filter((item) => !isBlank(item)) : [wanted];
  const text = asText(rowValue);
  return alternatives.some((item) => (searchType === 1 ? text === asText(item) : text.toLowerCase().includes(asText(item).toLowerCase())));
}

/** Numbers (and numeric text) as numbers, the rest as text; empty values last whatever the direction. */
function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
  const [x, y] = [asNumber(a), asNumber(b)];
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return asText(a).localeCompare(asText(b), 'zh-CN');
}

/** `sidx` (V3's comma list with '-' for descending too), else the list's default, by the columns the caller may see. */
function sortRows(rows: InterfaceRow[], model: OnlineModel, body: OnlineListBody, shown: ReadonlySet<string>): InterfaceRow[] {
  const requested = body.sidx?.trim() ? body.sidx : model.list.sidx;
  const keys = (requested ?? '')
    .split(',')
    .map((item) => ({
      key: item.replace(/^-/, ''),
      descending: item.startsWith('-') || (item === requested && (body.sort || model.list.sort) === 'desc'),
    }))
    .filter(({ key }) => shown.has(key));
  if (!keys.length) return rows;
  return [...rows].sort((a, b) => {
    for (const { key, descending } of keys) {
      const order = compareValues(a[key], b[key]);
      // Empty values stay last in both directions.
      if (order) return descending && !isBlank(a[key]) && !isBlank(b[key]) ? -order : order;
    }
    return 0;
  });
}

/** One page of the view's rows as the list call answers it, each with an `id` (the row's `viewKey` or `id`, else its place in the answer). */
export async function dataViewPage(
  ctx: AppContext,
  request: FastifyRequest,
  model: OnlineModel,
  body: OnlineListBody,
  grants: CallerGrants,
) {
  if (!model.interfaceId) throw badRequest(text.dataViewNoInterface);
  const declared = new Set((await loadInterface(ctx.db, model.interfaceId)).parameters.map((parameter) => parameter.field));
  const search = searchValues(body.queryJson);
  // Search values naming a parameter of the interface are its value (the SQL filters); the rest filter the rows.
  const passed = Object.entries(search).filter(([key, value]) => declared.has(key) && !isBlank(value));
  const paramList = [
    ...releasedParams(model.interfaceParam).filter((item) => !passed.some(([key]) => key === (item.field ?? item.name))),
    ...passed.map(([field, value]) => ({ field, defaultValue: value })),
  ];
  const answer = await runLogged(ctx, request, model.interfaceId, { type: 'DataView', paramList, mayRunDisabled: false });
  const viewKey = typeof model.columnData.viewKey === 'string' && model.columnData.viewKey ? model.columnData.viewKey : 'id';
  const hidden = grants.hiddenColumns;
  const searchTypes = new Map(model.list.searchList.map((item) => [item.prop, item.searchType]));
  const filters = Object.entries(search).filter(
    ([key, value]) => searchTypes.has(key) && !declared.has(key) && !hidden.has(key) && !isBlank(value),
  );
  const rows = rowsOf(answer)
    .map((row, index): InterfaceRow & { id: string } => ({ ...row, id: isBlank(row[viewKey]) ? String(index + 1) : asText(row[viewKey]) }))
    .filter((row) => filters.every(([key, wanted]) => matches(row[key], wanted, searchTypes.get(key) ?? 2)));
  const shown = new Set(model.list.columnList.map((column) => column.prop).filter((prop) => !hidden.has(prop)));
  const sorted = sortRows(rows, model, body, shown);
  const whole = body.dataType === '1' || !model.list.hasPage || model.list.type === 3;
  const currentPage = whole ? 1 : (body.currentPage ?? 1);
  const pageSize = whole ? exportMaxRows : (body.pageSize ?? model.list.pageSize);
  const start = (currentPage - 1) * pageSize;
  return {
    list: sorted.slice(start, start + pageSize).map((row) => ({ ...withoutFields(row, hidden), id: row.id })),
    pagination: { currentPage, pageSize, total: sorted.length },
  };
}
