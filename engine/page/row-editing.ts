/**
 * A row of the page's table edited where it stands (an inline-edit list): the screen that edits it
 * draws that row's cells and its buttons (save, cancel); the table draws everything else as usual. A
 * row being added shows above the others until it is saved or dropped. The page engine holds no form
 * state: what a cell edits, how it is checked and saved is the screen's.
 */
import type { ReactNode } from 'react';
import type { PageRow } from './page-data-source';
import type { ColumnConfig } from './schema-types';

export interface RowEditing {
  /** The key of the row being edited: a row of the list, or `newRow`'s. */
  rowKey: string;
  /** A row being added: shown first, with `rowKey` as its key. */
  newRow?: PageRow;
  /** The cell of a column of that row; undefined keeps the column's ordinary cell (a value the row cannot edit). */
  cell(column: ColumnConfig, row: PageRow): ReactNode | undefined;
  /** Drawn instead of the row's buttons. */
  buttons: ReactNode;
}
