/**
 * An inline-edit list (layout 4): which of its columns a row being edited draws as the field's own
 * edit view. A column edits in the row when it is a top-level field of the form whose value is one
 * value a cell can hold: text, numbers, choices, dates, people and organisations, areas. Sub-table
 * columns, files and images, rich text and the values the server fills (creator, times, bill numbers…)
 * keep their ordinary cell: the row shows them and saves them unchanged. Pure. docs/online-runtime.md.
 */
import type { CompiledForm } from '../../engine';
import type { ColumnData } from '../../schemas/online/column-data';
import { valueShapeOf } from '../../schemas/online/value-shapes';

/** Kinds whose value is text but whose editor needs more room than a cell. */
const TOO_LARGE_FOR_A_CELL: ReadonlySet<string> = new Set(['editor']);

const CELL_SHAPES: ReadonlySet<string> = new Set(['text', 'number', 'list', 'nested']);

/** The fields, by column, that a row being edited draws as editors (in the columns' order). */
export function rowEditableFields(form: Pick<CompiledForm, 'fields'>, columnData: Pick<ColumnData, 'columnList'>): Set<string> {
  const editable = new Set<string>();
  for (const { prop } of columnData.columnList) {
    const field = form.fields.get(prop);
    if (!field || field.name !== prop || TOO_LARGE_FOR_A_CELL.has(field.kind)) continue;
    const shape = valueShapeOf(field.kind);
    if (shape && CELL_SHAPES.has(shape)) editable.add(prop);
  }
  return editable;
}

/** The key of the row being added (never a record's id). */
export const NEW_ROW_KEY = '__newRow';
