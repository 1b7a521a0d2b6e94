/**
 * The closed control and open panel of the tree pickers (cascader, tree select), in the select
 * kind's look (its class names; the kinds add `selectStyles` to the form): the control shows the
 * choice (or tags), the panel hangs below it and closes on a click outside or Escape.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords } from './words';

export interface DropdownProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen values' text (single) or nothing (tags are passed instead). */
  summary: string;
  tags?: { key: string; label: string; onRemove?: () => void }[];
  placeholder: string;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  onClear?: () => void;
  onBlur: () => void;
  /** A search box replaces the summary while open when given. */
  search?: { query: string; onQuery: (query: string) => void };
  panelRole: 'listbox' | 'tree' | 'group';
  children: ReactNode;
}

export function Dropdown({
  id,
  open,
  onOpenChange,
  summary,
  tags,
  placeholder,
  disabled,
  readOnly,
  invalid,
  onClear,
  onBlur,
  search,
  panelRole,
  children,
}: DropdownProps) {
  const w = useWidgetWords();
  const root = useRef<HTMLDivElement>(null);
  const locked = disabled || readOnly;
  const panelId = `${id}__panel`;

  const latestOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOpenChange.current = onOpenChange;
  });
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) latestOpenChange.current(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const toggle = () => {
    if (!locked) onOpenChange(!open);
  };
  const combo = {
    role: 'combobox',
    'aria-expanded': open,
    'aria-controls': panelId,
    'aria-haspopup': panelRole === 'tree' ? ('tree' as const) : ('listbox' as const),
    'aria-labelledby': labelId(id),
    'aria-invalid': invalid || undefined,
    'aria-disabled': disabled || undefined,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Escape' && open) {
        e.preventDefault();
        onOpenChange(false);
      } else if ((e.key === 'Enter' || e.key === 'ArrowDown' || (e.key === ' ' && !search)) && !open) {
        e.preventDefault();
        toggle();
      }
    },
  };

  return (
    <div ref={root} className="ef-select" data-disabled={disabled || undefined} data-invalid={invalid ? '' : undefined}>
      <div className="sel-control" onClick={toggle}>
        {tags?.map((tag) => (
          <span className="sel-tag" key={tag.key}>
            {tag.label}
            {!locked && tag.onRemove && (
              <button
                type="button"
                aria-label={`${w('clear')} ${tag.label}`}
                onClick={(e) => {
                  e.stopPropagation();
                  tag.onRemove!();
                }}
              >
                ×
              </button>
            )}
          </span>
        ))}
        {search && open ? (
          <input
            id={id}
            className="sel-input"
            {...combo}
            autoFocus
            aria-autocomplete="list"
            value={search.query}
            placeholder={summary || placeholder}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => search.onQuery(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <span id={id} className="sel-value" tabIndex={disabled ? -1 : 0} {...combo} onBlur={onBlur}>
            {summary || ((tags?.length ?? 0) === 0 ? <span className="sel-placeholder">{placeholder}</span> : null)}
          </span>
        )}
        {onClear && !locked && (summary || (tags?.length ?? 0) > 0) && (
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
      {open && (
        <div
          className="sel-list"
          id={panelId}
          role={panelRole === 'group' ? undefined : panelRole}
          data-columns={panelRole === 'group' || undefined}
        >
          {children}
        </div>
      )}
    </div>
  );
}
