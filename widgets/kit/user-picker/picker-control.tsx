/**
 * What the user and role pickers share in their views: the names of stored entries (asked through
 * `DataSource.labels`, which the screens batch into one `getSelectedList` call per form), the closed
 * control (a summary, or tags when `multiple`, and the clear icon), the read and list-cell text, and
 * the control's styles.
 */
import { useMemo, type ReactNode } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { DataSource, LabelKind } from '../../../engine/data-source';
import { labelId } from '../../../engine/renderer/FieldShell';
import { selectStyles } from '../../select/select-styles';
import { useAsyncValue } from '../use-async';
import { useWidgetWords } from '../words';
import { labelKindOf, storedEntries, type EntryType, type PickedEntry } from './entries';
import { usePickerWords } from './words';

/** Names of the entries by stored text, asked per label kind (one batched call on the screens); undefined while they load. */
export function useEntryNames(entries: readonly PickedEntry[], dataSource: DataSource): Record<string, string> | undefined {
  const p = usePickerWords();
  const asked = useMemo(() => {
    const byKind = new Map<LabelKind, string[]>();
    for (const entry of entries) {
      const kind = labelKindOf[entry.type];
      if (!kind) continue;
      const ids = byKind.get(kind) ?? [];
      if (!ids.includes(entry.id)) ids.push(entry.id);
      byKind.set(kind, ids);
    }
    return [...byKind].sort(([a], [b]) => a.localeCompare(b));
  }, [entries]);
  const key = asked.length ? asked.map(([kind, ids]) => `${kind}:${ids.join(',')}`).join(';') : null;
  const { value, loading } = useAsyncValue(key, async (signal) => {
    const answers = await Promise.all(asked.map(([kind, ids]) => dataSource.labels(kind, ids, signal)));
    return new Map(asked.map(([kind], at) => [kind, answers[at]!]));
  });
  return useMemo(() => {
    if (key !== null && loading) return undefined;
    const names: Record<string, string> = {};
    for (const entry of entries) {
      const kind = labelKindOf[entry.type];
      // Ids the server does not know show as they are.
      names[entry.stored] = kind ? (value?.get(kind)?.[entry.id] ?? entry.id) : p('currentUser');
    }
    return names;
  }, [entries, key, loading, value, p]);
}

/** The read (detail) and list-cell text: the names of the stored entries, joined with ','. */
export function EntriesText({ value, plain, dataSource }: { value: unknown; plain: EntryType; dataSource: DataSource }): ReactNode {
  const entries = useMemo(() => storedEntries(value, plain), [value, plain]);
  const names = useEntryNames(entries, dataSource);
  // Ids stay hidden until their names arrive.
  if (!names || entries.length === 0) return null;
  return <>{entries.map((entry) => names[entry.stored]).join(',')}</>;
}

export interface ControlItem {
  key: string;
  label: string;
}

export interface PickerControlProps {
  id: string;
  items: ControlItem[];
  multiple: boolean;
  placeholder?: string;
  clearable: boolean;
  disabled: boolean;
  readOnly: boolean;
  error?: string;
  open: boolean;
  onOpen: () => void;
  onRemove: (key: string) => void;
  onClear: () => void;
  onBlur: () => void;
}

/** The closed control: the chosen name (single) or tags (multiple), the clear icon, the caret. */
export function PickerControl({
  id,
  items,
  multiple,
  placeholder,
  clearable,
  disabled,
  readOnly,
  error,
  open,
  onOpen,
  onRemove,
  onClear,
  onBlur,
}: PickerControlProps) {
  const w = useWidgetWords();
  const locked = disabled || readOnly;
  const valued = items.length > 0;
  const summary = !multiple && items[0] ? items[0].label : '';
  return (
    <div className="sel-control" onClick={() => !locked && onOpen()}>
      {multiple &&
        items.map((item) => (
          <span className="sel-tag" key={item.key}>
            {item.label}
            {!locked && (
              <button
                type="button"
                aria-label={`${w('clear')} ${item.label}`}
                onClick={(e) => {
                  e.stopPropagation();
                  // Removing a tag confirms at once (spec 002 section 4.2).
                  onRemove(item.key);
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
          if (!locked && (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown')) {
            e.preventDefault();
            onOpen();
          }
        }}
      >
        {summary ||
          (!valued || !multiple ? <span className="sel-placeholder">{valued ? '' : (placeholder ?? w('selectPlaceholder'))}</span> : null)}
      </span>
      {clearable && !locked && valued && (
        <button
          type="button"
          className="sel-clear"
          aria-label={w('clear')}
          onClick={(e) => {
            e.stopPropagation();
            onClear();
          }}
        >
          ×
        </button>
      )}
      <span className="sel-caret" aria-hidden="true">
        ▾
      </span>
    </div>
  );
}

/** The pickers' look: the select's control, the clear icon only while hovered or focused (spec 002 section 4.2). */
export const pickerControlStyles: SystemStyleObject = {
  ...selectStyles,
  '& .ef-picker .sel-clear': { visibility: 'hidden' },
  '& .ef-picker:hover .sel-clear, & .ef-picker:focus-within .sel-clear': { visibility: 'visible' },
  '& .ef-picker .sel-control': { cursor: 'pointer' },
  '& .ef-picker[data-disabled] .sel-control': { cursor: 'not-allowed' },
};
