/**
 * The administration page of a resource, from its definition: the list call, the add button, the
 * edit and delete row actions and the state switch (each under the button the definition names), and
 * the dialog with the definition's form. A page names only what differs: its columns, the option
 * sources of its dialog and, when it needs them, another list (a tree, a node's children), a side
 * tree, the values a new record starts with, and related resources whose rows and dialogs it shows too.
 */
import type { ResourceDefinition } from '../resources/define';
import type {
  ActionConfig,
  Binding,
  ButtonConfig,
  ColumnConfig,
  Condition,
  DialogConfig,
  JsonObject,
  ListConfig,
  LocalText,
  OptionSourceConfig,
  PageSchema,
  SideTreeConfig,
} from '../page-types';
import { keywordSearch, removeConfirm, stateConfirm, words } from './page-texts';

export interface ResourceDialogOptions {
  title?: { create: LocalText; edit: LocalText };
  width?: number;
  optionSources?: Record<string, OptionSourceConfig>;
  /** Fields computed live from the others: field -> the screen's derive handler (a bill rule's example). */
  derive?: Record<string, string>;
}

/** A related resource whose rows the list shows too (departments in the organisation tree). */
export interface ResourceCompanion {
  definition: ResourceDefinition;
  /** Its rows: they get its edit (its dialog) instead of the page resource's. */
  rows: Condition;
  /** The label of its add button (under its create button); without it, no add button. */
  add?: LocalText;
  dialog?: ResourceDialogOptions;
  /** Values its add dialog starts with. */
  addInitial?: Record<string, Binding>;
}

export interface ResourcePageOptions {
  /** Names the page (data-page attribute, test ids); by convention the menu's enCode with '-'. */
  id: string;
  columns: ColumnConfig[];
  dialog?: ResourceDialogOptions;
  /** The add button's label (default 新建). */
  addLabel?: LocalText;
  /** Replaces parts of the list: another call of the resource (`tree`), tree rows, params, no paging. */
  list?: Partial<ListConfig>;
  sideTree?: SideTreeConfig;
  /** Values the add dialog starts with: bindings such as `{ parentId: '$node.id' }`. */
  addInitial?: Record<string, Binding>;
  /** When the list shows other resources' rows too: the rows that are this resource's (its edit). */
  rows?: Condition;
  /** A delete served beyond the standard actions (a hook route `DELETE {path}/{id}`), under this button. */
  remove?: { button: string };
  companions?: ResourceCompanion[];
  /**
   * Row buttons after edit and delete, each running the resource's call of its id (served by a hook
   * route) under a button: a bill rule's export. `refresh: false` leaves the list as it is.
   */
  rowCalls?: { id: string; label: LocalText; button: string; refresh?: boolean }[];
  /** Row buttons opening a dialog of their own on the row (a user's password reset), saved by its `save.update` call. */
  rowDialogs?: { id: string; label: LocalText; button: string; dialog: DialogConfig }[];
  /** Row buttons whose action is the screen's own code (`handlers.actions[id]`): the authorisation dialog. */
  rowHandlers?: { id: string; label: LocalText; button: string }[];
}

/** The calls a resource page makes, named after the resource: `position.list`, `position.create`… */
export const resourceCall = (definition: Pick<ResourceDefinition, 'name'>, call: string) => `${definition.name}.${call}`;

function dialogOf(definition: ResourceDefinition, options: ResourceDialogOptions = {}): DialogConfig {
  const call = (name: string) => resourceCall(definition, name);
  return {
    title: options.title ?? { create: words.add, edit: words.edit },
    width: options.width ?? 600,
    form: { schema: definition.form.schema as JsonObject, uiSchema: definition.form.uiSchema as JsonObject },
    load: definition.actions.info ? call('info') : undefined,
    save: { create: call('create'), update: call('update') },
    optionSources: options.optionSources,
    ...(options.derive ? { derive: options.derive } : {}),
  };
}

export function resourcePage(definition: ResourceDefinition, options: ResourcePageOptions): PageSchema {
  const { actions } = definition;
  const call = (name: string) => resourceCall(definition, name);
  const buttons: ButtonConfig[] = [];
  const rowActions: ButtonConfig[] = [];
  const pageActions: Record<string, ActionConfig> = {};
  const dialogs: Record<string, DialogConfig> = { record: dialogOf(definition, options.dialog) };
  const visible = options.rows ? { visible: options.rows } : {};
  if (actions.create) {
    buttons.push({ id: 'add', label: options.addLabel ?? words.add, action: 'add', permission: actions.create.button, variant: 'primary' });
    pageActions.add = { type: 'dialog', dialog: 'record', mode: 'create', ...(options.addInitial ? { initial: options.addInitial } : {}) };
  }
  // The spreadsheet import wizard is the screen's (a custom action); the export downloads the list under its query.
  if (actions.import) {
    buttons.push({ id: 'import', label: words.import, action: 'import', permission: actions.import.button });
    pageActions.import = { type: 'custom', handler: 'import' };
  }
  if (actions.exportExcel) {
    buttons.push({ id: 'export', label: words.export, action: 'exportExcel', permission: actions.exportExcel.button });
    pageActions.exportExcel = { type: 'call', call: call('exportExcel'), refresh: false };
  }
  if (actions.update) {
    rowActions.push({ id: 'edit', label: words.edit, action: 'edit', permission: actions.update.button, ...visible });
    pageActions.edit = { type: 'dialog', dialog: 'record', mode: 'edit' };
  }
  for (const companion of options.companions ?? []) {
    const { name, actions: its } = companion.definition;
    dialogs[name] = dialogOf(companion.definition, companion.dialog);
    if (its.create && companion.add) {
      buttons.push({ id: `add-${name}`, label: companion.add, action: `add-${name}`, permission: its.create.button });
      pageActions[`add-${name}`] = {
        type: 'dialog',
        dialog: name,
        mode: 'create',
        ...(companion.addInitial ? { initial: companion.addInitial } : {}),
      };
    }
    if (its.update) {
      rowActions.push({
        id: `edit-${name}`,
        label: words.edit,
        action: `edit-${name}`,
        permission: its.update.button,
        visible: companion.rows,
      });
      pageActions[`edit-${name}`] = { type: 'dialog', dialog: name, mode: 'edit' };
    }
  }
  const remove = options.remove ?? actions.delete;
  if (remove) {
    rowActions.push({ id: 'remove', label: words.remove, action: 'remove', permission: remove.button, variant: 'danger' });
    pageActions.remove = { type: 'call', call: call('remove'), confirm: removeConfirm };
  }
  for (const { id, label, button, refresh } of options.rowCalls ?? []) {
    rowActions.push({ id, label, action: id, permission: button });
    pageActions[id] = { type: 'call', call: call(id), ...(refresh === undefined ? {} : { refresh }) };
  }
  for (const { id, label, button, dialog } of options.rowDialogs ?? []) {
    rowActions.push({ id, label, action: id, permission: button });
    dialogs[id] = dialog;
    pageActions[id] = { type: 'dialog', dialog: id, mode: 'edit' };
  }
  for (const { id, label, button } of options.rowHandlers ?? []) {
    rowActions.push({ id, label, action: id, permission: button });
    pageActions[id] = { type: 'custom', handler: id };
  }
  if (actions.state) pageActions.state = { type: 'toggle', call: call('state'), field: 'enabledMark', confirm: stateConfirm };
  const columns = options.columns.map((column) =>
    column.prop === 'enabledMark' && actions.state
      ? { ...column, kind: 'switch', action: 'state', permission: actions.state.button }
      : column,
  );
  return {
    id: options.id,
    search: keywordSearch,
    // 列设置 on every resource list (docs/online-runtime.md "Column settings"), kept for the view's menu.
    list: { call: call('list'), sort: { sort: definition.list.defaultSort }, columnSettings: {}, ...options.list },
    ...(options.sideTree ? { sideTree: options.sideTree } : {}),
    toolbar: { buttons, tools: options.list?.tree ? ['expand', 'refresh'] : ['refresh'] },
    columns,
    rowActions,
    actions: pageActions,
    dialogs,
  };
}
