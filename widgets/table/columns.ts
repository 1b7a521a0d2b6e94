/** The columns a sub-table shows: its children in order, without hidden or forbidden ones. */
import type { FormController } from '../../engine/state/controller';
import type { CompiledField } from '../../engine/registry/types';
import type { TableOptions } from './kind';

export interface TableColumn {
  /** Data key of the column; undefined for display-only columns. */
  name?: string;
  field: CompiledField;
}

export function visibleColumns(table: CompiledField<TableOptions>, controller: FormController | undefined): TableColumn[] {
  const children = table.children ?? [];
  const out: TableColumn[] = [];
  for (const node of table.options.columns) {
    if (node.type === 'field') {
      const field = children.find((c) => c.name === node.name);
      if (!field || field.hidden) continue;
      if (controller && table.name && !controller.isColumnVisible(table.name, node.name)) continue;
      out.push({ name: node.name, field });
    } else if (node.type === 'static' && !node.field.hidden) out.push({ field: node.field });
  }
  return out;
}
