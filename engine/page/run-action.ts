/**
 * Running a named action of a page schema: open a dialog or drawer, or confirm → call → toast →
 * refresh; a toggle flips the row's flag when its message closes (spec 001 section 4). Rejections of
 * the data source end the action quietly: it already told the user.
 */
import { isOn, resolveBindings, type BindingScope } from './bindings';
import { saveDownload } from './download';
import type { DialogRequest } from './FormDialog';
import type { CallInput, PageRow } from './page-data-source';
import { PageSchemaError } from './page-schema-error';
import { toastThen, type PageEnv } from './page-env';
import type { PageSchema } from './schema-types';
import { keyOf, type TreeKeys } from './tree-rows';
import { buildQuery, DEFAULT_PAGE_SIZE } from './use-page-list';

export interface ActionHost {
  schema: PageSchema;
  env: PageEnv;
  keys: TreeKeys;
  scope: BindingScope;
  openDialog(request: DialogRequest): void;
  openDrawer(name: string): void;
  pickFile(accept: string | undefined): Promise<File | null>;
  refresh(): void;
  patchRow(key: string, update: (row: PageRow) => PageRow): void;
  /** The rows chosen in the checkbox column (`selection: 'multiple'`). */
  selection?: PageRow[];
  /** After anything the page changed on the server. */
  onChange?(): void;
}

export async function runAction(host: ActionHost, name: string, row?: PageRow): Promise<void> {
  const action = host.schema.actions?.[name];
  if (!action) throw new PageSchemaError(`page ${host.schema.id}: no action ${name}`);
  const { env, scope } = host;
  const id = row ? keyOf(row, host.keys) : undefined;
  const query = buildQuery(host.schema.list, scope, 1, DEFAULT_PAGE_SIZE);
  const selection = host.selection ?? [];
  const input: CallInput = { id, row, node: scope.node ?? null, pageParams: scope.param ?? {}, query, selection };
  try {
    switch (action.type) {
      case 'dialog': {
        const rowScope = { ...scope, row: row ?? null };
        host.openDialog({
          name: action.dialog,
          mode: action.mode,
          id: action.mode === 'edit' ? id : undefined,
          row: action.mode === 'edit' ? row : undefined,
          initial: resolveBindings(action.initial, rowScope),
          scope: rowScope,
        });
        return;
      }
      case 'drawer':
        host.openDrawer(action.drawer);
        return;
      case 'refresh':
        host.refresh();
        return;
      case 'custom': {
        const handler = env.handlers.actions?.[action.handler];
        if (!handler) throw new PageSchemaError(`page handler actions.${action.handler} is not given`);
        await handler({
          row,
          node: scope.node ?? null,
          params: scope.param ?? {},
          selection,
          refresh: host.refresh,
          patchRow: host.patchRow,
        });
        return;
      }
      case 'call': {
        if (action.selection && !selection.length) {
          env.notify({ type: 'error', message: env.word('selectRows'), duration: 1500 });
          return;
        }
        if (action.confirm && !(await env.confirm(action.confirm))) return;
        const outcome = await env.source.call(action.call, input);
        if (outcome.download) saveDownload(outcome.download);
        await toastThen(env, outcome.msg, action.toast ?? 1500);
        if (action.refresh !== false) {
          host.refresh();
          host.onChange?.();
        }
        return;
      }
      case 'toggle': {
        if (!row || id === undefined) return;
        const on = isOn(row[action.field]);
        const target = on ? (action.off ?? 0) : (action.on ?? 1);
        if (action.confirm && !(await env.confirm({ message: on ? action.confirm.off : action.confirm.on }))) return;
        const outcome = await env.source.call(action.call, { ...input, values: { [action.field]: target } });
        await toastThen(env, outcome.msg, action.toast ?? 1000);
        host.patchRow(id, (current) => ({ ...current, [action.field]: target }));
        host.onChange?.();
        return;
      }
      case 'import': {
        const file = await host.pickFile(action.accept);
        if (!file) return;
        const outcome = await env.source.call(action.call, { ...input, file });
        await toastThen(env, outcome.msg, action.toast ?? 1000);
        host.refresh();
        host.onChange?.();
        return;
      }
    }
  } catch (error) {
    if (error instanceof PageSchemaError) throw error;
  }
}
