import { memo, useState } from 'react';
import { useFieldOptions, type FieldOption } from '../../engine/options';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { Dropdown } from '../kit/Dropdown';
import { activateOnKey, allPaths, optionsAlong, samePath } from '../kit/option-tree';
import { useWidgetWords } from '../kit/words';
import type { CascaderOptions, CascaderValue } from './kind';
import { chosenPaths, pathText } from './paths';

function CascaderEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, scope, error }: FieldWidgetProps<CascaderValue, CascaderOptions>) {
  const w = useWidgetWords();
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  const o = field.options;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<unknown[]>([]);
  const [query, setQuery] = useState('');
  const chosen = chosenPaths(value, o.multiple);
  const isChosen = (path: readonly unknown[]) => chosen.some((p) => samePath(p, path));

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    // Opening shows the columns down to the (first) chosen path.
    if (next) setExpanded(chosen[0] ? chosen[0].slice(0, -1) : []);
  };

  const choose = (path: unknown[]) => {
    if (!o.multiple) {
      onChange(path);
      openChange(false);
      return;
    }
    onChange(isChosen(path) ? chosen.filter((p) => !samePath(p, path)) : [...chosen, path]);
  };
  const activate = (path: unknown[], option: FieldOption) => {
    if (option.disabled) return;
    const branch = !!option.children?.length;
    if (branch) setExpanded(path);
    if (!branch || o.checkStrictly) choose(path);
  };

  const columns: FieldOption[][] = [options];
  for (const option of optionsAlong(options, expanded)) if (option.children?.length) columns.push(option.children);
  const needle = query.trim().toLowerCase();
  const matches = o.filterable && needle ? allPaths(options, o.checkStrictly).filter((p) => p.labels.join(o.separator).toLowerCase().includes(needle)) : undefined;

  const optionRow = (path: unknown[], label: string, option: FieldOption, branch: boolean, key: string) => {
    const selected = isChosen(path);
    return (
      <div
        key={key}
        role="option"
        className="sel-option"
        aria-selected={selected}
        aria-disabled={option.disabled || undefined}
        aria-expanded={branch ? samePath(expanded.slice(0, path.length), path) : undefined}
        data-active={(branch && samePath(expanded.slice(0, path.length), path)) || undefined}
        tabIndex={option.disabled ? -1 : 0}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => activate(path, option)}
        onKeyDown={activateOnKey(() => activate(path, option))}
      >
        <span>{label}</span>
        <span aria-hidden="true">{selected ? '✓' : branch ? '›' : ''}</span>
      </div>
    );
  };

  return (
    <Dropdown
      id={id}
      open={open}
      onOpenChange={openChange}
      summary={o.multiple || chosen.length === 0 ? '' : pathText(options, chosen[0]!, o)}
      tags={o.multiple ? chosen.map((p) => ({ key: JSON.stringify(p), label: pathText(options, p, o), onRemove: () => onChange(chosen.filter((c) => !samePath(c, p))) })) : undefined}
      placeholder={field.placeholder ?? w('selectPlaceholder')}
      disabled={disabled}
      readOnly={readOnly}
      invalid={!!error}
      onClear={field.clearable ? () => onChange([]) : undefined}
      onBlur={onBlur}
      search={o.filterable ? { query, onQuery: setQuery } : undefined}
      panelRole={matches ? 'listbox' : 'group'}
    >
      {matches ? (
        matches.length === 0 ? (
          <div className="sel-empty">{w('noData')}</div>
        ) : (
          matches.map((p) => optionRow(p.values, p.labels.join(` ${o.separator} `), p.option, false, JSON.stringify(p.values)))
        )
      ) : options.length === 0 ? (
        <div className="sel-empty">{loading ? w('loading') : w('noData')}</div>
      ) : (
        columns.map((column, level) => (
          <div key={level} role="listbox" aria-label={`${field.label} ${level + 1}`}>
            {column.map((option, index) => {
              const path = [...expanded.slice(0, level), option.value];
              return optionRow(path, option.label, option, !!option.children?.length, `${String(option.value)}-${index}`);
            })}
          </div>
        ))
      )}
    </Dropdown>
  );
}

/** Columns of levels to walk down (search by whole path with filterable); one path or several. */
export const CascaderEdit = memo(CascaderEditImpl);

