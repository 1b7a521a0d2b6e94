/**
 * Dialogs a resource screen adds to its page schema, opened by row buttons whose action is the screen's
 * code (`rowHandlers` of the page): a role's authorisation. Each loads with its first opening.
 */
import { lazy, type ComponentType } from 'react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';

/** The row a dialog was opened on, and how to refresh the list after it saved. */
export interface OpenExtra {
  action: string;
  row: Record<string, unknown>;
  refresh(): void;
}

export interface ExtraDialogProps {
  open: OpenExtra;
  /** The resource's client: its `at()` reaches the calls of other paths. */
  client: ResourceClient;
  /** What the dialogs' engine forms read (dictionaries, pickers). */
  formSource: DataSource;
  notify(notice: Notice): void;
  onClose(): void;
}

export interface ResourceExtra {
  /** The handler names of the page's row buttons this dialog serves. */
  actions: string[];
  Dialog: ComponentType<ExtraDialogProps>;
}

export const resourceExtras: Record<string, ResourceExtra> = {
  role: { actions: ['authorize'], Dialog: lazy(() => import('../permission/AuthorizeDialog')) },
  dataInterface: { actions: ['preview', 'log'], Dialog: lazy(() => import('../system-data/data-interface/DataInterfaceDialogs')) },
};
