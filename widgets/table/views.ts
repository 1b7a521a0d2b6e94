/** The views of the table kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TableOptions, TableRow } from './kind';
import { TableEdit } from './TableEdit';
import { TableRead } from './TableRead';
import { tableStyles } from './table-styles';

export const tableViews: KindViews<TableRow[], TableOptions> = {
  styles: tableStyles,
  Edit: TableEdit,
  Read: TableRead,
};
