/**
 * The page data source of every resource screen: the page's calls (`position.list`, `.info`,
 * `.create`…) over the one resource client. Dialog values become the body with exactly the form's
 * fields. A resource whose dialog needs more options names them in `resourceOptionCalls`.
 */
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageQuery, PageRows } from '../../engine/page';
import type { ResourceDefinition } from '../../schemas/resources/define';

type OptionCall = (client: ResourceClient) => Promise<unknown>;

/** Dropping the position nodes of the position picker tree leaves the organisations. */
function organisationsOf(nodes: unknown[]): unknown[] {
  return (nodes as { type?: string; children?: unknown[] }[])
    .filter((node) => node.type !== 'position')
    .map((node) => ({ ...node, children: organisationsOf(node.children ?? []) }));
}

/** Option calls of dialogs, by resource name. */
export const resourceOptionCalls: Record<string, Record<string, OptionCall>> = {
  position: { organizations: async (client) => organisationsOf(await client.selector()) },
};

/** The body of a save: the form's fields, without empty text (the schema's defaults apply). */
export function resourceBody(definition: ResourceDefinition, values: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = Object.keys(definition.form.schema.properties ?? {}).filter((name) => name !== 'id');
  return Object.fromEntries(
    fields.filter((name) => values[name] !== undefined && values[name] !== null && values[name] !== '').map((name) => [name, values[name]]),
  );
}

export function createResourceSource(definition: ResourceDefinition, client: ResourceClient, form: DataSource): PageDataSource {
  const prefix = `${definition.name}.`;
  const lists: Record<string, (query: PageQuery) => Promise<PageRows>> = {
    list: async (query) => {
      const { keyword, currentPage, pageSize, sort, sidx, ...filters } = query;
      const page = await client.list({ ...filters, keyword: keyword as string | undefined, currentPage, pageSize, sort, sidx });
      return { list: page.list as PageRows['list'], total: page.pagination.total };
    },
  };
  const calls: Record<string, (input: CallInput) => Promise<CallOutcome>> = {
    info: async ({ id }) => ({ data: await client.info(id!) }),
    create: async ({ values }) => ({ msg: (await client.create(resourceBody(definition, values))).msg }),
    update: async ({ id, values }) => ({ msg: (await client.update(id!, resourceBody(definition, values))).msg }),
    remove: async ({ id }) => ({ msg: (await client.remove(id!)).msg }),
    state: async ({ id }) => ({ msg: (await client.toggleState(id!)).msg }),
    ...Object.fromEntries(
      Object.entries(resourceOptionCalls[definition.name] ?? {}).map(([name, load]) => [name, async () => ({ data: await load(client) })]),
    ),
  };
  const named = <T>(table: Record<string, T>, call: string): T => {
    const found = call.startsWith(prefix) ? table[call.slice(prefix.length)] : undefined;
    if (!found) throw new Error(`${definition.name} source: no call ${call}`);
    return found;
  };
  return {
    form,
    list: async (call, query) => named(lists, call)(query),
    call: async (call, input) => named(calls, call)(input),
  };
}
