/** Typed calls of the serial-number rules (api/bill-rule.ts), on top of an {@link HttpClient}. */
import {
  billRulePaths as paths,
  billRulePickerPageSize,
  type BillRuleInfo,
  type BillRuleInput,
  type BillRuleList,
  type BillRuleQuery,
} from './bill-rule';
import type { Saved } from './dictionary-client';
import type { ExportFile } from './dictionary';
import type { HttpClient } from './http-client';

export interface BillRuleApi {
  /** Management list: every rule, `sort` 'desc' unless told. */
  list(query?: BillRuleQuery): Promise<BillRuleList>;
  /** Picker list: enabled rules, 20 a page unless told. */
  selector(query?: BillRuleQuery): Promise<BillRuleList>;
  info(id: string): Promise<BillRuleInfo>;
  create(input: BillRuleInput): Promise<Saved<{ id: string }>>;
  update(id: string, input: BillRuleInput): Promise<Saved>;
  remove(id: string): Promise<Saved>;
  toggleState(id: string): Promise<Saved<{ enabledMark: 0 | 1 }>>;
  export(id: string): Promise<ExportFile>;
  /** The next number of the rule with this enCode (consumes it). */
  nextNumber(enCode: string): Promise<string>;
}

/** Query values as the server reads them: empty ones are left out. */
function queryOf(query: BillRuleQuery, defaultPageSize?: number) {
  return {
    keyword: query.keyword || undefined,
    categoryId: query.categoryId || undefined,
    currentPage: query.currentPage ?? 1,
    pageSize: query.pageSize ?? defaultPageSize,
    sort: query.sort ?? 'desc',
    sidx: query.sidx || undefined,
  };
}

export function createBillRuleApi(http: HttpClient): BillRuleApi {
  const saved = async <T>(call: Promise<{ msg: string; data: T }>): Promise<Saved<T>> => {
    const { msg, data } = await call;
    return { msg, data };
  };
  return {
    list: async (query = {}) => (await http.get<BillRuleList>(paths.list, queryOf(query))).data,
    selector: async (query = {}) => (await http.get<BillRuleList>(paths.selector, queryOf(query, billRulePickerPageSize))).data,
    info: async (id) => (await http.get<BillRuleInfo>(paths.rule(id))).data,
    create: (input) => saved(http.post<{ id: string }>(paths.list, input)),
    update: (id, input) => saved(http.put<null>(paths.rule(id), input)),
    remove: (id) => saved(http.delete<null>(paths.rule(id))),
    toggleState: (id) => saved(http.put<{ enabledMark: 0 | 1 }>(paths.state(id))),
    export: async (id) => (await http.get<ExportFile>(paths.export(id))).data,
    nextNumber: async (enCode) => (await http.get<string>(paths.billNumber(enCode))).data,
  };
}
