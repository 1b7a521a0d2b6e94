/**
 * The bill-rule pages' calls over api/: the category tree is the businessType dictionary, the lists
 * are paged, dialog values become the request body, and the live example of the dialog is
 * api/bill-rule.ts `billRuleExample` (the page's `derive` handler).
 */
import { billCategoryDictionary, billRuleExample, type BillDateFormat, type BillRuleInput } from '../../../api/bill-rule';
import type { BillRuleApi } from '../../../api/bill-rule-client';
import type { DataSource } from '../../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageHandlers, PageQuery, PageRows } from '../../../engine/page';

export interface BillRuleSourceOptions {
  api: BillRuleApi;
  /** Dialog selects and the category tree (the businessType dictionary). */
  form: DataSource;
  resolveUrl(path: string): string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function ruleBody(values: Record<string, unknown> = {}): BillRuleInput {
  return {
    fullName: text(values.fullName),
    enCode: text(values.enCode),
    category: text(values.category),
    prefix: text(values.prefix),
    dateFormat: text(values.dateFormat) as BillDateFormat,
    digit: text(values.digit),
    startNumber: text(values.startNumber),
    enabledMark: values.enabledMark === 0 ? 0 : 1,
    ...(typeof values.sortCode === 'number' ? { sortCode: values.sortCode } : {}),
    ...(values.description ? { description: text(values.description) } : {}),
  };
}

function listQuery(query: PageQuery) {
  return {
    keyword: text(query.keyword),
    categoryId: text(query.categoryId),
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    sort: query.sort,
  };
}

export const billRuleHandlers: PageHandlers = {
  derive: {
    billRuleExample: (values) =>
      billRuleExample({
        prefix: text(values.prefix),
        dateFormat: text(values.dateFormat) as BillDateFormat,
        digit: text(values.digit),
        startNumber: text(values.startNumber),
      }),
  },
};

export function createBillRuleSource({ api, form, resolveUrl }: BillRuleSourceOptions): PageDataSource {
  const asRows = (answer: { list: unknown[]; pagination: { total: number } }): PageRows => ({
    list: answer.list as PageRows['list'],
    total: answer.pagination.total,
  });
  const lists: Record<string, (query: PageQuery) => Promise<PageRows>> = {
    categories: async () => ({ list: (await form.dictionary(billCategoryDictionary)) as PageRows['list'] }),
    'rules.list': async (query) => asRows(await api.list(listQuery(query))),
    'rules.selector': async (query) => asRows(await api.selector(listQuery(query))),
  };
  const calls: Record<string, (input: CallInput) => Promise<CallOutcome>> = {
    'rules.info': async ({ id }) => {
      const info = await api.info(id!);
      // The dialog's digit input holds text of one character.
      return { data: { ...info, digit: String(info.digit), description: info.description ?? '' } };
    },
    'rules.create': async ({ values }) => ({ msg: (await api.create(ruleBody(values))).msg }),
    'rules.update': async ({ id, values }) => ({ msg: (await api.update(id!, ruleBody(values))).msg }),
    'rules.remove': async ({ id }) => ({ msg: (await api.remove(id!)).msg }),
    'rules.state': async ({ id }) => ({ msg: (await api.toggleState(id!)).msg }),
    'rules.export': async ({ id }) => {
      const file = await api.export(id!);
      return { download: { url: resolveUrl(file.url), name: file.name } };
    },
  };
  return {
    form,
    list: (name, query) => (lists[name] ?? unknownCall(name))(query),
    call: (name, input) => (calls[name] ?? unknownCall(name))(input),
  };
}

function unknownCall(name: string): never {
  throw new Error(`bill-rule source: no call ${name}`);
}
