/**
 * The data source of 打印模板: the resource's standard calls (screens/resource/resource-source.ts) and
 * its own: copy, export, import and the print log's list.
 */
import type { Notice } from '../../api/http-client';
import { printLogPath } from '../../api/print-dev';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageQuery, PageRows } from '../../engine/page';
import { printDevResource } from '../../schemas/resources/print-dev';
import { createResourceSource } from '../resource/resource-source';

const prefix = `${printDevResource.name}.`;
const one = (id: string | undefined) => `/${encodeURIComponent(id ?? '')}`;

function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

/** The print log of one template (`GET printLog?printId=`): a page of it. */
export async function printLogRows(client: ResourceClient, printId: string, query: PageQuery): Promise<PageRows> {
  const { keyword, currentPage = 1, pageSize = 20 } = query;
  const page = await client.at(printLogPath).get<{ list: PageRows['list']; pagination: { total: number } }>('', {
    printId,
    keyword: typeof keyword === 'string' ? keyword : undefined,
    currentPage,
    pageSize,
  });
  return { list: page.list, total: page.pagination.total };
}

export function createPrintDevSource(client: ResourceClient, form: DataSource, notify?: (notice: Notice) => void): PageDataSource {
  const base = createResourceSource(printDevResource, client, form, { notify });
  const calls: Record<string, (input: CallInput) => Promise<CallOutcome>> = {
    copy: async ({ id }) => ({ msg: (await client.send('POST', `${one(id)}/Actions/Copy`)).msg }),
    export: async ({ id }) => {
      const file = await client.get<{ url: string; name: string }>(`${one(id)}/Actions/Export`);
      return { download: { url: client.resolveUrl?.(file.url) ?? file.url, name: file.name } };
    },
    import: async ({ file }) => ({ msg: (await client.send('POST', '/Actions/Import', fileForm(file!))).msg }),
  };
  const own = (name: string) => {
    const short = name.startsWith(prefix) ? name.slice(prefix.length) : undefined;
    return short !== undefined && Object.hasOwn(calls, short) ? calls[short] : undefined;
  };
  return {
    form,
    list: (name, query, signal) => base.list(name, query, signal),
    call: (name, input, signal) => own(name)?.(input) ?? base.call(name, input, signal),
  };
}
