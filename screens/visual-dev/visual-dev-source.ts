/**
 * The data source of 功能设计: the resource's standard calls (screens/resource/resource-source.ts) and
 * its own: the category side tree (the webDesign dictionary), copy, export, import, the release
 * dialog's directories and the release itself.
 */
import type { Notice } from '../../api/http-client';
import type { ResourceClient } from '../../api/resource-client';
import { visualDevPaths, type VisualDevMenuNode, type VisualDevReleaseBody } from '../../api/visual-dev';
import type { DataSource } from '../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageQuery, PageRows } from '../../engine/page';
import { visualDevCategories } from '../../schemas/pages/visual-dev';
import { visualDevResource } from '../../schemas/resources/visual-dev';
import { createResourceSource } from '../resource/resource-source';

const prefix = `${visualDevResource.name}.`;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const one = (id: string | undefined) => `/${encodeURIComponent(id ?? '')}`;

/** Only the path after the family's (`/api/visualdev/Base/MenuSelector` -> `/MenuSelector`). */
const under = (path: string) => path.slice(visualDevResource.path.length);

/** The file as `multipart/form-data`, field `file`, as the import call takes it. */
function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

export function createVisualDevSource(client: ResourceClient, form: DataSource, notify?: (notice: Notice) => void): PageDataSource {
  const base = createResourceSource(visualDevResource, client, form, { notify });
  const changed = (msg: string) => {
    form.forget?.();
    return { msg };
  };
  const calls: Record<string, (input: CallInput) => Promise<CallOutcome>> = {
    copy: async ({ id }) => changed((await client.send('POST', `${one(id)}/Actions/Copy`)).msg),
    export: async ({ id }) => {
      const file = await client.get<{ url: string; name: string }>(`${one(id)}/Actions/Export`);
      return { download: { url: client.resolveUrl?.(file.url) ?? file.url, name: file.name } };
    },
    import: async ({ file }) => changed((await client.send('POST', under(visualDevPaths.import), fileForm(file!))).msg),
    // Each system's directories, named with their system: a system itself cannot be chosen.
    menuSelector: async () => ({
      data: (await client.get<{ list: VisualDevMenuNode[] }>(under(visualDevPaths.menuSelector))).list.flatMap((system) =>
        system.children.map((directory) => ({ ...directory, fullName: `${directory.fullName}（${system.fullName}）` })),
      ),
    }),
    release: async ({ id, values = {} }) => {
      const body: VisualDevReleaseBody = {
        pcModuleParentId: text(values.pcModuleParentId),
        ...(text(values.menuName) ? { fullName: text(values.menuName) } : {}),
        ...(text(values.menuIcon) ? { icon: text(values.menuIcon) } : {}),
      };
      return changed((await client.send('POST', `${one(id)}/Actions/Release`, body)).msg);
    },
  };
  const lists: Record<string, (query: PageQuery) => Promise<PageRows>> = {
    categories: async () => ({ list: (await form.dictionary(visualDevCategories)) as PageRows['list'] }),
  };
  const own = <T>(table: Record<string, T>, name: string): T | undefined => {
    const short = name.startsWith(prefix) ? name.slice(prefix.length) : undefined;
    return short !== undefined && Object.hasOwn(table, short) ? table[short] : undefined;
  };
  return {
    form,
    list: (name, query, signal) => own(lists, name)?.(query) ?? base.list(name, query, signal),
    call: (name, input, signal) => own(calls, name)?.(input) ?? base.call(name, input, signal),
  };
}
