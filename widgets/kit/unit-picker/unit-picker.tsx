/**
 * The views the picker kinds share (picker-kind.ts has their description): a closed control showing
 * the chosen items' names (tags when `multiple`), a dialog to choose them (TreePickerDialog), and
 * read and list-cell renderings with names, never ids, each drawn from the kind's `PickerSpec`.
 */
import { memo, useMemo, useState } from 'react';
import type { DataSource } from '../../../engine/data-source';
import type { FieldReadProps, FieldWidgetProps, KindViews } from '../../../engine/registry/types';
import { labelId } from '../../../engine/renderer/FieldShell';
import { selectStyles } from '../../select/select-styles';
import { DialogWarmUp, useDialogWarmUp } from '../dialog-warm-up';
import { useAsyncValue } from '../use-async';
import { useWidgetWords } from '../words';
import type { PickerOptions, PickerSpec } from './picker-kind';
import { entriesOf, entryKey, entryLabel, idsOf, valueOf, type Entry } from './picker-values';
import type { TreeRow } from './picker-tree';
import { TreePickerDialog, type Chosen } from './TreePickerDialog';

/** The stored entry for a chosen row: its path of ids (`organizeIds` when the node has it) or its id. */
function entryOfRow(row: TreeRow, spec: PickerSpec, options: PickerOptions): Entry {
  if (!spec.paths || options.valueShape === 'id') return row.node.id;
  return row.node.organizeIds?.length ? row.node.organizeIds.map(String) : row.path.map((node) => node.id);
}

/** Names of the stored entries, asked in one (batched) call; undefined while they load. */
function useEntryLabels(entries: Entry[], spec: PickerSpec, dataSource: DataSource): Record<string, string> | undefined {
  const ids = idsOf(entries);
  const key = ids.length > 0 ? `${spec.labelKind}:${ids.join(',')}` : null;
  const { value, loading } = useAsyncValue(key, (signal) => dataSource.labels(spec.labelKind, ids, signal));
  if (key === null) return {};
  return loading ? undefined : (value ?? {});
}

const noop = () => undefined;

function makeEdit(spec: PickerSpec) {
  function PickerEdit({
    id,
    value,
    onChange,
    onBlur,
    disabled,
    readOnly,
    field,
    dataSource,
    error,
  }: FieldWidgetProps<unknown, PickerOptions>) {
    const w = useWidgetWords();
    const options = field.options;
    const entries = useMemo(() => entriesOf(value, options.valueShape), [value, options.valueShape]);
    const labels = useEntryLabels(entries, spec, dataSource);
    // Names of what was just chosen in the dialog, shown before (and without) a labels call.
    const [picked, setPicked] = useState<Record<string, string>>({});
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const tree = useAsyncValue(wanted ? `${field.kind}:${options.auth}` : null, (signal) => spec.tree(dataSource, options, signal));
    const warmUp = useDialogWarmUp('tree-picker');
    const locked = disabled || readOnly;

    const labelOf = (entry: Entry) => picked[entryKey(entry)] ?? (labels ? entryLabel(entry, labels) : '');
    const chosen: Chosen[] = entries.map((entry) => ({ key: entryKey(entry), value: entry, label: labelOf(entry) }));
    const emit = (next: Entry[]) => onChange(valueOf(next, options.valueShape, options.multiple));

    const openDialog = () => {
      if (locked) return;
      setWanted(true);
      setOpen(true);
    };
    const confirm = (items: Chosen[]) => {
      setPicked((known) => ({ ...known, ...Object.fromEntries(items.map((item) => [item.key, item.label])) }));
      emit(items.map((item) => item.value as Entry));
      setOpen(false);
      onBlur();
    };
    const choose = (row: TreeRow): Chosen => {
      const entry = entryOfRow(row, spec, options);
      const label = spec.paths && options.valueShape === 'path' ? row.path.map((node) => node.fullName).join('/') : row.node.fullName;
      return { key: entryKey(entry), value: entry, label };
    };
    const summary = !options.multiple && chosen[0] ? chosen[0].label : '';
    const valued = chosen.length > 0;

    return (
      <div className="ef-select ef-picker" data-disabled={disabled || undefined} data-invalid={error ? '' : undefined}>
        <div className="sel-control" onClick={openDialog}>
          {options.multiple &&
            chosen.map((item) => (
              <span className="sel-tag" key={item.key}>
                {item.label}
                {!locked && (
                  <button
                    type="button"
                    aria-label={`${w('clear')} ${item.label}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      // Removing a tag confirms at once (spec 002 section 4.2).
                      emit(entries.filter((entry) => entryKey(entry) !== item.key));
                    }}
                  >
                    ×
                  </button>
                )}
              </span>
            ))}
          <span
            id={id}
            className="sel-value"
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-labelledby={labelId(id)}
            aria-invalid={error ? true : undefined}
            aria-disabled={disabled || undefined}
            tabIndex={disabled ? -1 : 0}
            onBlur={() => !open && onBlur()}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
                e.preventDefault();
                openDialog();
              }
            }}
          >
            {summary ||
              (!valued || !options.multiple ? (
                <span className="sel-placeholder">{valued ? '' : (field.placeholder ?? w('selectPlaceholder'))}</span>
              ) : null)}
          </span>
          {field.clearable && !locked && valued && (
            <button
              type="button"
              className="sel-clear"
              aria-label={w('clear')}
              onClick={(e) => {
                e.stopPropagation();
                emit([]);
              }}
            >
              ×
            </button>
          )}
          <span className="sel-caret" aria-hidden="true">
            ▾
          </span>
        </div>
        <TreePickerDialog
          open={open}
          title={w(spec.title)}
          multiple={options.multiple}
          roots={tree.value ?? (tree.loading ? undefined : [])}
          loadChildren={spec.children ? (row) => spec.children!(dataSource, options, row) : undefined}
          selectable={(row) => spec.selectable(row, options)}
          choose={choose}
          initial={chosen}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        />
        {warmUp.warming && !open && (
          <DialogWarmUp onDrawn={warmUp.done}>
            <TreePickerDialog
              open
              title={w(spec.title)}
              multiple={options.multiple}
              roots={undefined}
              selectable={() => false}
              choose={choose}
              initial={chosen}
              onConfirm={noop}
              onCancel={noop}
            />
          </DialogWarmUp>
        )}
      </div>
    );
  }
  return memo(PickerEdit);
}

/** The views of a picker kind from its spec (the kind's description: picker-kind.ts). */
export function pickerViews(spec: PickerSpec): KindViews<unknown, PickerOptions> {
  /** The names of the stored entries: the read (detail) rendering and, by default, the list cell. */
  function PickerText({ value, field, dataSource }: Pick<FieldReadProps<unknown, PickerOptions>, 'value' | 'field' | 'dataSource'>) {
    const { valueShape } = field.options;
    const entries = useMemo(() => entriesOf(value, valueShape), [value, valueShape]);
    const labels = useEntryLabels(entries, spec, dataSource);
    // Ids stay hidden until their names arrive.
    if (!labels || entries.length === 0) return null;
    return <>{entries.map((entry) => entryLabel(entry, labels)).join(',')}</>;
  }
  return {
    styles: {
      ...selectStyles,
      // The clear icon shows only while the control is hovered or focused (spec 002 section 4.2).
      '& .ef-picker .sel-clear': { visibility: 'hidden' },
      '& .ef-picker:hover .sel-clear, & .ef-picker:focus-within .sel-clear': { visibility: 'visible' },
      '& .ef-picker .sel-control': { cursor: 'pointer' },
      '& .ef-picker[data-disabled] .sel-control': { cursor: 'not-allowed' },
    },
    Edit: makeEdit(spec),
    Read: PickerText,
  };
}
