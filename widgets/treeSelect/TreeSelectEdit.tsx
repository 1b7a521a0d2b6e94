import { memo, useState } from 'react';
import { findOption, sameValue, useFieldOptions, type FieldOption } from '../../engine/options';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { Dropdown } from '../kit/Dropdown';
import { activateOnKey, ancestorsOf, filterTree } from '../kit/option-tree';
import { useWidgetWords } from '../kit/words';
import type { TreeSelectOptions } from './kind';

function TreeSelectEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, scope, error }: FieldWidgetProps<unknown, TreeSelectOptions>) {
  const w = useWidgetWords();
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  const { multiple, filterable } = field.options;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<unknown[]>([]);
  const selected: unknown[] = multiple ? (Array.isArray(value) ? value : []) : value === undefined || value === null || value === '' ? [] : [value];
  const isSelected = (v: unknown) => selected.some((s) => sameValue(s, v));
  const labelOf = (v: unknown) => findOption(options, v)?.label ?? String(v);
  const needle = query.trim().toLowerCase();
  const tree = filterTree(options, needle);

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    // Opening unfolds the branches down to the chosen nodes.
    if (next) setExpanded(selected.flatMap((v) => ancestorsOf(options, v) ?? []));
  };
  const choose = (option: FieldOption) => {
    if (option.disabled) return;
    if (!multiple) {
      onChange(option.value);
      openChange(false);
      return;
    }
    onChange(isSelected(option.value) ? selected.filter((s) => !sameValue(s, option.value)) : [...selected, option.value]);
  };
  const isOpen = (v: unknown) => !!needle || expanded.some((e) => sameValue(e, v));
  const toggle = (v: unknown) => setExpanded((list) => (list.some((e) => sameValue(e, v)) ? list.filter((e) => !sameValue(e, v)) : [...list, v]));

  const nodes = (level: readonly FieldOption[], depth: number) =>
    level.map((option, index) => {
      const branch = !!option.children?.length;
      const unfolded = branch && isOpen(option.value);
      return (
        <div key={`${String(option.value)}-${index}`} role="treeitem" aria-selected={isSelected(option.value)} aria-expanded={branch ? unfolded : undefined} aria-disabled={option.disabled || undefined}>
          <div className="sel-option" style={{ paddingInlineStart: `${0.75 + depth * 1.1}rem`, justifyContent: 'flex-start', gap: '0.35rem' }} onMouseDown={(e) => e.preventDefault()}>
            <button
              type="button"
              aria-label={unfolded ? w('collapse') : w('expand')}
              style={{ width: '1rem', visibility: branch ? 'visible' : 'hidden', color: 'var(--chakra-colors-fg-muted)' }}
              onClick={() => toggle(option.value)}
            >
              {unfolded ? '▾' : '▸'}
            </button>
            {multiple && <input type="checkbox" tabIndex={-1} readOnly checked={isSelected(option.value)} disabled={option.disabled} onClick={() => choose(option)} aria-hidden="true" />}
            <span style={{ flex: 1 }} tabIndex={option.disabled ? -1 : 0} onClick={() => choose(option)} onKeyDown={activateOnKey(() => choose(option))}>
              {option.label}
            </span>
            {!multiple && isSelected(option.value) && <span aria-hidden="true">✓</span>}
          </div>
          {unfolded && <div role="group">{nodes(option.children!, depth + 1)}</div>}
        </div>
      );
    });

  return (
    <Dropdown
      id={id}
      open={open}
      onOpenChange={openChange}
      summary={multiple || selected.length === 0 ? '' : labelOf(selected[0])}
      tags={multiple ? selected.map((v) => ({ key: String(v), label: labelOf(v), onRemove: () => onChange(selected.filter((s) => !sameValue(s, v))) })) : undefined}
      placeholder={field.placeholder ?? w('selectPlaceholder')}
      disabled={disabled}
      readOnly={readOnly}
      invalid={!!error}
      onClear={field.clearable ? () => onChange(multiple ? [] : undefined) : undefined}
      onBlur={onBlur}
      search={filterable ? { query, onQuery: setQuery } : undefined}
      panelRole="tree"
    >
      {tree.length === 0 ? <div className="sel-empty">{loading ? w('loading') : w('noData')}</div> : nodes(tree, 0)}
    </Dropdown>
  );
}

/** A tree in a drop-down: unfold branches, pick one node (or several with checkboxes). */
export const TreeSelectEdit = memo(TreeSelectEditImpl);
