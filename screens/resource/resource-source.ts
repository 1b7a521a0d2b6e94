/**
 * The page data source of every resource screen: the page's calls (`position.list`, `.info`,
 * `.create`…) over the one resource client. Dialog values become the body with exactly the form's
 * fields. A resource whose dialog needs more options names them in `resourceOptionCalls`; a list other
 * than the paged `list` (a tree, a node's children) is named in `resourceListCalls`; a page that also
 * opens the dialogs of related resources (the organisation tree edits departments) names them in
 * `resourceCompanions`, whose calls (`department.update`…) go to their own path. The calls of a page's
 * `rowCalls` are in `resourceRowCalls`, the handlers of its dialogs (derived fields) in `resourceHandlers`.
 */
import { billCategoryDictionary, billRuleExample, type BillDateFormat } from '../../api/bill-rule';
import type { Notice } from '../../api/http-client';
import { createImportClient, resourceImportTransport } from '../../api/import-client';
import { md5Hex } from '../../api/oauth';
import type { PasswordPolicy } from '../../api/session';
import { passwordPolicyViolation } from '../../schemas/password-policy';
import { passwordResetMessages } from '../../schemas/pages/permission-pages';
import type { ResourceClient, ResourceListQuery, ResourcePage } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageHandlers, PageQuery, PageRow, PageRows } from '../../engine/page';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { departmentResource, organizeRoot } from '../../schemas/resources/organize';
import { copySendConfig, copyTemplate, templateOptions, testConfig, testSend } from '../msg-center/message-centre-calls';
import { templatePreview } from '../msg-center/template-preview';

type OptionCall = (client: ResourceClient, input: CallInput) => Promise<unknown>;
type ListCall = (client: ResourceClient, query: PageQuery, form: DataSource) => Promise<PageRows>;
type RowCall = (client: ResourceClient, input: CallInput, context: ResourceSourceContext) => Promise<CallOutcome>;

/** What some calls need from the screen: the password policy, and a way to say why a call was not made. */
export interface ResourceSourceContext {
  passwordPolicy?: PasswordPolicy | null;
  notify?(notice: Notice): void;
}

/** A check the client makes before a call: said as an error notice, and the call not made. */
function refuse(context: ResourceSourceContext, message: string): never {
  context.notify?.({ type: 'error', message, duration: 3000 });
  throw new Error(message);
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** The id a picker leaves out with its subtree: the record being edited, or none ('0'). */
const editedOr0 = ({ id }: CallInput) => (id ? String(id) : '0');

/** The top level of the company picker: a company whose parent is '-1' has none. */
export const organizeTopNode = { id: organizeRoot, fullName: '顶级节点' };

/** The root of the area tree: the provinces are its children. */
export const areaRoot = { id: '-1', fullName: '全国' };

/**
 * A node's children with theirs (one level more, loaded together), or with a keyword the matches at
 * any level, flat. Only the selected node's subtree is read: the areas load as they are visited.
 */
async function areaChildren(client: ResourceClient, query: PageQuery): Promise<PageRows> {
  const nodeId = text(query.nodeId) || areaRoot.id;
  const keyword = text(query.keyword).trim();
  const children = (await client.get<{ list: PageRow[] }>(`/${encodeURIComponent(nodeId)}`, { keyword })).list;
  if (keyword) return { list: children };
  const withChildren = await Promise.all(
    children.map(async (child) =>
      child.hasChildren
        ? { ...child, children: (await client.get<{ list: PageRow[] }>(`/${encodeURIComponent(text(child.id))}`)).list }
        : child,
    ),
  );
  return { list: withChildren };
}

/** Option calls of dialogs, by resource name. */
export const resourceOptionCalls: Record<string, Record<string, OptionCall>> = {
  // Companies above a company, under the top level ('-1', as stored for a top-level company): every
  // enabled one but the company being edited and its subtree.
  organize: {
    parents: async (client, input) => [
      { ...organizeTopNode, children: (await client.get<{ list: unknown[] }>(`/Selector/${editedOr0(input)}`)).list },
    ],
  },
  // Companies and departments a department may belong to (not itself or below it).
  department: {
    organizations: async (client, input) => (await client.get<{ list: unknown[] }>(`/Selector/${editedOr0(input)}`)).list,
  },
  // The template column of a send configuration's rows: the enabled templates.
  sendConfig: { templates: templateOptions },
};

/** Lists beyond the paged `list`, by resource name. */
export const resourceListCalls: Record<string, Record<string, ListCall>> = {
  // `GET Organize?keyword=`: companies and departments as one tree; a keyword keeps matches and ancestors.
  organize: {
    tree: async (client, query) => ({ list: (await client.get<{ list: PageRow[] }>('', { keyword: text(query.keyword) })).list }),
  },
  area: {
    // The side tree: the root with the provinces (`GET Area/-1`).
    provinces: async (client) => ({
      list: [{ ...areaRoot, children: (await client.get<{ list: PageRow[] }>(`/${areaRoot.id}`)).list }],
    }),
    children: areaChildren,
  },
  // The organisation side tree of 用户管理: companies and departments.
  user: {
    organizations: async (client) => ({
      list: (await client.at('/api/permission/Organize/Department').get<{ list: PageRow[] }>('/Selector/0')).list,
    }),
  },
  // The category side tree: the businessType dictionary, as the dialog's category select reads it.
  billRule: {
    categories: async (_client, _query, form) => ({ list: (await form.dictionary(billCategoryDictionary)) as PageRows['list'] }),
  },
};

/** `GET {path}/{id}/Action/Export`: answers the row's file to download. */
const exportFile: RowCall = async (client, { id }) => {
  const file = await client.get<{ url: string; name: string }>(`/${encodeURIComponent(id!)}/Action/Export`);
  return { download: { url: client.resolveUrl?.(file.url) ?? file.url, name: file.name } };
};

/** Calls of a page's `rowCalls` and `rowDialogs`, by resource name. */
export const resourceRowCalls: Record<string, Record<string, RowCall>> = {
  user: {
    unlock: async (client, { id }) => ({ msg: (await client.send('PUT', `/${encodeURIComponent(id!)}/Actions/unlock`)).msg }),
    // The new password obeys the policy, checked here as the sign-in's pages check it: the server sees only its MD5.
    resetPassword: async (client, { id, values = {} }, context) => {
      const password = text(values.userPassword);
      const repeated = text(values.validatePassword);
      if (!password) refuse(context, passwordResetMessages.userPassword);
      const violation = context.passwordPolicy ? passwordPolicyViolation(password, context.passwordPolicy) : undefined;
      if (violation) refuse(context, violation);
      if (repeated !== password) refuse(context, '两次密码输入不一致');
      const body = { userPassword: md5Hex(password), validatePassword: md5Hex(repeated) };
      return { msg: (await client.send('POST', `/${encodeURIComponent(id!)}/Actions/ResetPassword`, body)).msg };
    },
  },
  // A bill rule's .bbr file.
  billRule: { export: exportFile },
  dataInterface: {
    copy: async (client, { id }) => ({ msg: (await client.send('POST', `/${encodeURIComponent(id!)}/Actions/Copy`)).msg }),
    // The interface's .json file.
    export: exportFile,
  },
  messageTemplate: { copy: copyTemplate },
  // 测试发送: its dialog loads the parameters to fill, and sends.
  sendConfig: { copy: copySendConfig, testConfig, test: testSend },
};

/** Handlers of resource pages (a dialog's `derive`), by resource name. */
export const resourceHandlers: Record<string, PageHandlers> = {
  // The dialog's live example: prefix, today in the chosen format, the start number padded to the digits.
  billRule: {
    derive: {
      billRuleExample: (values) =>
        billRuleExample({
          prefix: text(values.prefix),
          dateFormat: text(values.dateFormat) as BillDateFormat,
          digit: text(values.digit),
          startNumber: text(values.startNumber),
        }),
    },
  },
  // The template dialog's preview: the title and content filled with the parameters' defaults.
  messageTemplate: { derive: { messageTemplatePreview: templatePreview } },
};

/** Resources whose dialogs a page of another resource opens too, by the page resource's name. */
export const resourceCompanions: Record<string, ResourceDefinition[]> = {
  organize: [departmentResource],
};

/** The body of a save: the form's fields, without empty text (the schema's defaults apply). */
export function resourceBody(definition: ResourceDefinition, values: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = Object.keys(definition.form.schema.properties ?? {}).filter((name) => name !== 'id');
  return Object.fromEntries(
    fields.filter((name) => values[name] !== undefined && values[name] !== null && values[name] !== '').map((name) => [name, values[name]]),
  );
}

async function exportList(client: ResourceClient, query: PageQuery): Promise<CallOutcome> {
  const { currentPage: _page, pageSize: _size, ...filter } = query;
  const file = await createImportClient(resourceImportTransport(client)).exportExcel(filter as ResourceListQuery);
  return { download: { url: client.resolveUrl?.(file.url) ?? file.url, name: file.name } };
}

/** The calls of one resource over its client, named without the resource's prefix. */
function callsOf(definition: ResourceDefinition, client: ResourceClient, form: DataSource, context: ResourceSourceContext) {
  // A write changes what the pickers of this screen's dialogs offer and name.
  const changed = (msg: string | undefined) => {
    form.forget?.();
    return { msg };
  };
  const infoSuffix = typeof definition.actions.info === 'object' ? (definition.actions.info.suffix ?? '') : '';
  /** A paged call: the page's query as the list's, its rows with the total of all pages. */
  const paged = (load: (query: ResourceListQuery) => Promise<ResourcePage>) => async (query: PageQuery) => {
    const { keyword, currentPage, pageSize, sort, sidx, ...filters } = query;
    const page = await load({ ...filters, keyword: keyword as string | undefined, currentPage, pageSize, sort, sidx });
    return { list: page.list as PageRows['list'], total: page.pagination.total };
  };
  const lists: Record<string, (query: PageQuery) => Promise<PageRows>> = {
    list: paged((query) => client.list(query)),
    // A paged picker (`selector: { paged: true }`): a page of the enabled rows.
    ...(typeof definition.actions.selector === 'object'
      ? { selector: paged((query) => client.get<ResourcePage>('/Selector', query)) }
      : {}),
    ...Object.fromEntries(
      Object.entries(resourceListCalls[definition.name] ?? {}).map(([name, load]) => [
        name,
        (query: PageQuery) => load(client, query, form),
      ]),
    ),
  };
  const calls: Record<string, (input: CallInput) => Promise<CallOutcome>> = {
    info: async ({ id }) => ({ data: await client.info(id!, infoSuffix) }),
    create: async ({ values }) => changed((await client.create(resourceBody(definition, values))).msg),
    update: async ({ id, values }) => changed((await client.update(id!, resourceBody(definition, values))).msg),
    remove: async ({ id }) => changed((await client.remove(id!)).msg),
    state: async ({ id }) => changed((await client.toggleState(id!)).msg),
    // `GET {path}/ExportExcel`: the list under the query of the rows shown, every page, to download.
    ...(definition.actions.exportExcel ? { exportExcel: async ({ query = {} }: CallInput) => exportList(client, query) } : {}),
    ...Object.fromEntries(
      Object.entries(resourceOptionCalls[definition.name] ?? {}).map(([name, load]) => [
        name,
        async (input: CallInput) => ({ data: await load(client, input) }),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(resourceRowCalls[definition.name] ?? {}).map(([name, run]) => [
        name,
        (input: CallInput) => run(client, input, context),
      ]),
    ),
  };
  return { lists, calls };
}

export function createResourceSource(
  definition: ResourceDefinition,
  client: ResourceClient,
  form: DataSource,
  context: ResourceSourceContext = {},
): PageDataSource {
  const served = new Map([[definition.name, callsOf(definition, client, form, context)]]);
  for (const companion of resourceCompanions[definition.name] ?? [])
    served.set(companion.name, callsOf(companion, client.at(companion.path), form, context));
  const named = <T>(table: 'lists' | 'calls', call: string): T => {
    const dot = call.indexOf('.');
    const calls: Record<string, unknown> | undefined = dot > 0 ? served.get(call.slice(0, dot))?.[table] : undefined;
    const name = call.slice(dot + 1);
    const found = calls && Object.hasOwn(calls, name) ? calls[name] : undefined;
    if (!found) throw new Error(`${definition.name} source: no call ${call}`);
    return found as T;
  };
  return {
    form,
    list: async (call, query) => named<(query: PageQuery) => Promise<PageRows>>('lists', call)(query),
    call: async (call, input) => named<(input: CallInput) => Promise<CallOutcome>>('calls', call)(input),
  };
}
