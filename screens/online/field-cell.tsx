/**
 * The list cell of a generated form's field (reference 3.2): the stored value drawn by its kind's
 * list-cell rendering (`Cell`, else `Read`: names of users, organisations and dictionary entries are
 * looked up in batches by the form's data source). A sub-table column lists the column's value of each
 * sub-table row, one a line. A group row (type 3) shows the group's value in its first cell.
 * Registered as the page engine's `onlineField` cell kind; the screen gives the compiled form.
 */
import { createContext, useContext, useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { fieldKinds, type CompiledField, type FieldScope } from '../../engine';
import { registerCellKind, type CellProps } from '../../engine/page';
import { usePageEnv } from '../../engine/page/page-env';
import { TextRead } from '../../engine/renderer/TextRead';
import { createFormStore, type FormStore } from '../../engine/state/form-store';
import { FormStoreContext } from '../../engine/state/hooks';
import { FIELD_CELL, GROUP_COUNT, GROUP_FLAG, type FieldCellOptions } from './list-page';

export interface OnlineCellContext {
  /** The released form, compiled: its fields are the columns' fields. */
  form: { fields: ReadonlyMap<string, CompiledField> };
  /** Type 3: the field rows are grouped by. */
  groupField?: string;
}

export const OnlineCellContext = createContext<OnlineCellContext | null>(null);

const ROOT: FieldScope = [];

// A cell reads the other values of its row as a form field reads its form's (options whose data
// interface takes another field's value): each row is a store of its own, made once per row.
const rowStores = new WeakMap<object, FormStore>();
function rowStore(row: Record<string, unknown>): FormStore {
  let store = rowStores.get(row);
  if (!store) rowStores.set(row, (store = createFormStore(row)));
  return store;
}

interface KindCellProps {
  field: CompiledField;
  value: unknown;
  row: Record<string, unknown>;
  scope?: FieldScope;
}

function KindCell({ field, value, row, scope = ROOT }: KindCellProps) {
  const env = usePageEnv();
  const store = useMemo(() => rowStore(row), [row]);
  const kind = fieldKinds.get(field.kind);
  const dataSource = env.source.form;
  const Read = kind?.Read ?? TextRead;
  return (
    <FormStoreContext.Provider value={store}>
      {kind?.Cell ? (
        <kind.Cell value={value} field={field} dataSource={dataSource} row={row} />
      ) : (
        <Read id={`${field.name}-${String(row.id ?? '')}`} value={value} field={field} dataSource={dataSource} scope={scope} />
      )}
    </FormStoreContext.Provider>
  );
}

function FieldCell({ value, row, column }: CellProps) {
  const context = useContext(OnlineCellContext);
  const options = column.options as unknown as FieldCellOptions;
  if (!context) return <>{value === undefined || value === null ? '' : String(value)}</>;
  const { fields } = context.form;
  if (row[GROUP_FLAG]) {
    const group = context.groupField ? fields.get(context.groupField) : undefined;
    if (value === undefined || !group) return null;
    return (
      <>
        <KindCell field={group} value={value} row={row} /> ({String(row[GROUP_COUNT] ?? 0)})
      </>
    );
  }
  if (options.table) {
    const child = fields.get(options.table)?.children?.find((column) => column.name === options.field);
    if (!child || !Array.isArray(value)) return null;
    return (
      <Stack gap="0.5">
        {(value as Record<string, unknown>[]).map((line, index) => (
          <div key={index}>
            <KindCell field={child} value={line?.[options.field]} row={row} scope={[options.table!, index]} />
          </div>
        ))}
      </Stack>
    );
  }
  const field = fields.get(options.field);
  if (!field) return <>{value === undefined || value === null ? '' : String(value)}</>;
  return <KindCell field={field} value={value} row={row} />;
}

registerCellKind(FIELD_CELL, FieldCell);
