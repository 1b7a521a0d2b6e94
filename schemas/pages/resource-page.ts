/**
 * The administration page of a resource, from its definition: the list call, the add button, the
 * edit and delete row actions and the state switch (each under the button the definition names), and
 * the dialog with the definition's form. A page names only what differs: its columns, and the option
 * sources of its dialog.
 */
import type { ResourceDefinition } from '../resources/define';
import type { ActionConfig, ButtonConfig, ColumnConfig, JsonObject, LocalText, OptionSourceConfig, PageSchema } from '../page-types';
import { keywordSearch, removeConfirm, stateConfirm, words } from './page-texts';

export interface ResourcePageOptions {
  /** Names the page (data-page attribute, test ids); by convention the menu's enCode with '-'. */
  id: string;
  columns: ColumnConfig[];
  dialog?: { title?: { create: LocalText; edit: LocalText }; width?: number; optionSources?: Record<string, OptionSourceConfig> };
}

/** The calls a resource page makes, named after the resource: `position.list`, `position.create`… */
export const resourceCall = (definition: Pick<ResourceDefinition, 'name'>, call: string) => `${definition.name}.${call}`;

export function resourcePage(definition: ResourceDefinition, options: ResourcePageOptions): PageSchema {
  const { actions } = definition;
  const call = (name: string) => resourceCall(definition, name);
  const rowActions: ButtonConfig[] = [];
  const pageActions: Record<string, ActionConfig> = {};
  if (actions.create) pageActions.add = { type: 'dialog', dialog: 'record', mode: 'create' };
  if (actions.update) {
    rowActions.push({ id: 'edit', label: words.edit, action: 'edit', permission: actions.update.button });
    pageActions.edit = { type: 'dialog', dialog: 'record', mode: 'edit' };
  }
  if (actions.delete) {
    rowActions.push({ id: 'remove', label: words.remove, action: 'remove', permission: actions.delete.button, variant: 'danger' });
    pageActions.remove = { type: 'call', call: call('remove'), confirm: removeConfirm };
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
    list: { call: call('list'), sort: { sort: definition.list.defaultSort } },
    toolbar: {
      buttons: actions.create
        ? [{ id: 'add', label: words.add, action: 'add', permission: actions.create.button, variant: 'primary' }]
        : [],
      tools: ['refresh'],
    },
    columns,
    rowActions,
    actions: pageActions,
    dialogs: {
      record: {
        title: options.dialog?.title ?? { create: words.add, edit: words.edit },
        width: options.dialog?.width ?? 600,
        form: { schema: definition.form.schema as JsonObject, uiSchema: definition.form.uiSchema as JsonObject },
        load: actions.info ? call('info') : undefined,
        save: { create: call('create'), update: call('update') },
        optionSources: options.dialog?.optionSources,
      },
    },
  };
}
