/**
 * One cell of an editable sub-table: reads its value and errors from the store by path
 * [table, row, column] and writes back, so typing re-renders this cell (and what depends on it) only.
 */
import { memo, useCallback } from 'react';
import type { FieldScope, CompiledField } from '../../engine/registry/types';
import { useEngine } from '../../engine/renderer/context';
import { TextRead } from '../../engine/renderer/TextRead';
import { useFieldErrors, useFieldValue } from '../../engine/state/hooks';

export interface TableCellProps {
  table: string;
  row: number;
  column: string;
  field: CompiledField;
  scope: FieldScope;
  disabled: boolean;
  readOnly: boolean;
}

function TableCellImpl({ table, row, column, field, scope, disabled, readOnly }: TableCellProps) {
  const { controller, registry, dataSource, domId } = useEngine();
  const value = useFieldValue([table, row, column]);
  const errors = useFieldErrors([table, row, column]);
  const onChange = useCallback((next: unknown) => controller.change([table, row, column], next), [controller, table, row, column]);
  const onBlur = useCallback(() => controller.blur([table, row, column]), [controller, table, row, column]);
  const kind = registry.get(field.kind);
  const id = domId([table, row, column]);
  const error = errors?.[0];
  if (!kind?.Edit) {
    const Read = kind?.Read ?? TextRead;
    return <Read id={id} value={value} field={field} dataSource={dataSource} scope={scope} />;
  }
  const Edit = kind.Edit;
  return (
    <>
      <Edit
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled || field.disabled}
        readOnly={readOnly || field.readOnly}
        field={field}
        dataSource={dataSource}
        error={error}
        scope={scope}
      />
      {error && (
        <div className="st-cell-error" role="alert" id={`${id}__error`}>
          {error}
        </div>
      )}
    </>
  );
}

export const TableCell = memo(TableCellImpl);
