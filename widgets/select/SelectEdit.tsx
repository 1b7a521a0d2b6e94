import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { findOption, sameValue, useFieldOptions, type FieldOption } from '../../engine/options';
import { useEngineText } from '../../engine/i18n/context';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import type { SelectOptions } from './kind';

/** Options of a tree flattened (a select lists leaves and branches alike). */
function flatten(options: readonly FieldOption[]): FieldOption[] {
  return options.flatMap((o) => [o, ...(o.children ? flatten(o.children) : [])]);
}

function SelectEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, scope, error }: FieldWidgetProps<unknown, SelectOptions>) {
  const t = useEngineText();
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  const { multiple, filterable } = field.options;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const listId = `${id}__list`;
  const locked = disabled || readOnly;

  const selected: unknown[] = multiple ? (Array.isArray(value) ? value : []) : value === undefined || value === null || value === '' ? [] : [value];
  const all = flatten(options);
  const needle = query.trim().toLowerCase();
  const visible = filterable && needle ? all.filter((o) => o.label.toLowerCase().includes(needle)) : all;
  const labelOf = (v: unknown) => findOption(options, v)?.label ?? String(v);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  function close() {
    setOpen(false);
    setQuery('');
  }
  function show() {
    if (locked) return;
    setOpen(true);
    const index = visible.findIndex((o) => selected.some((v) => sameValue(v, o.value)));
    setActive(Math.max(0, index));
  }
  function choose(option: FieldOption) {
    if (option.disabled) return;
    if (!multiple) {
      onChange(option.value);
      close();
      return;
    }
    const on = selected.some((v) => sameValue(v, option.value));
    onChange(on ? selected.filter((v) => !sameValue(v, option.value)) : [...selected, option.value]);
    setQuery('');
  }
  function remove(v: unknown) {
    if (locked) return;
    onChange(selected.filter((s) => !sameValue(s, v)));
  }
  function keys(e: KeyboardEvent) {
    if (locked) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (visible.length === 0 ? 0 : (i + delta + visible.length) % visible.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!open) return show();
      const option = visible[active];
      if (option) choose(option);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      }
    } else if (e.key === 'Backspace' && multiple && query === '' && selected.length > 0) {
      remove(selected[selected.length - 1]);
    } else if (e.key === ' ' && !filterable && !open) {
      e.preventDefault();
      show();
    }
  }

  const activeId = open && visible[active] ? `${id}__opt${active}` : undefined;
  const comboProps = {
    role: 'combobox',
    // A span cannot be the target of <label for>: name it by the field label's id.
    'aria-labelledby': labelId(id),
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': activeId,
    'aria-invalid': error ? true : undefined,
    'aria-disabled': disabled || undefined,
    onKeyDown: keys,
  };
  const summary = multiple ? '' : selected.length > 0 ? labelOf(selected[0]) : '';
  const placeholder = field.placeholder ?? t('selectPlaceholder');

  return (
    <div ref={root} className="ef-select" data-disabled={disabled || undefined} data-invalid={error ? '' : undefined}>
      <div className="sel-control" onClick={() => (open ? close() : show())}>
        {multiple &&
          selected.map((v) => (
            <span className="sel-tag" key={String(v)}>
              {labelOf(v)}
              {!locked && (
                <button
                  type="button"
                  aria-label={`${t('clear')} ${labelOf(v)}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    remove(v);
                  }}
                >
                  ×
                </button>
              )}
            </span>
          ))}
        {filterable ? (
          <input
            id={id}
            className="sel-input"
            {...comboProps}
            aria-autocomplete="list"
            disabled={disabled}
            readOnly={readOnly}
            value={open ? query : summary}
            placeholder={selected.length > 0 ? (open ? summary || undefined : undefined) : placeholder}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
              if (!open) setOpen(true);
            }}
            onBlur={onBlur}
          />
        ) : (
          <span id={id} className="sel-value" tabIndex={disabled ? -1 : 0} {...comboProps} onBlur={onBlur}>
            {summary || (selected.length === 0 ? <span className="sel-placeholder">{placeholder}</span> : null)}
          </span>
        )}
        {field.clearable && !locked && selected.length > 0 && (
          <button
            type="button"
            className="sel-clear"
            aria-label={t('clear')}
            onClick={(e) => {
              e.stopPropagation();
              onChange(multiple ? [] : undefined);
            }}
          >
            ×
          </button>
        )}
        <span className="sel-caret" aria-hidden="true">
          ▾
        </span>
      </div>
      {open && (
        <div className="sel-list" id={listId} role="listbox" aria-multiselectable={multiple || undefined}>
          {visible.length === 0 && <div className="sel-empty">{loading ? t('loading') : t('noData')}</div>}
          {visible.map((option, index) => {
            const isSelected = selected.some((v) => sameValue(v, option.value));
            return (
              <div
                key={`${String(option.value)}-${index}`}
                id={`${id}__opt${index}`}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                data-active={index === active || undefined}
                className="sel-option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.label}
                {isSelected && <span aria-hidden="true">✓</span>}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** A drop-down list: single or multiple (tags), optionally filtered by typing, keyboard operable. */
export const SelectEdit = memo(SelectEditImpl);
