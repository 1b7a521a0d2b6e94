/**
 * The auto-complete's edit widget: a text box whose typing (300 ms after the last key, the previous
 * call aborted) asks the interface for rows matching the text (spec 002 section 7.3: one call of 10,000
 * rows) and offers their `relationField` values, each once, at most `total`. Up and down move through
 * them, Enter or a click takes one as the text, Escape closes them. Typed text is the value as it is.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../engine/data-source';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { POPUP_ALL_ROWS } from '../kit/popup/popup-source';
import { useParamReader } from '../kit/popup/use-popup-rows';
import { useWidgetWords } from '../kit/words';
import type { AutoCompleteOptions } from './kind';

const DEBOUNCE_MS = 300;

function AutoCompleteEditImpl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  dataSource,
  error,
  scope,
}: FieldWidgetProps<string, AutoCompleteOptions>) {
  const w = useWidgetWords();
  const o = field.options;
  const params = useParamReader(scope);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const services = dataSource.popups;
  const listId = `${id}__suggestions`;
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

  const stop = () => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current = {};
  };
  useEffect(() => stop, []);

  const suggest = (keyword: string) => {
    stop();
    if (!services || !o.interfaceId || disabled || readOnly) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      services
        .page(
          {
            interfaceId: o.interfaceId!,
            propsValue: o.propsValue,
            relationField: o.relationField,
            columnOptions: [o.relationField],
            paramList: params(o.templateJson),
            ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
            currentPage: 1,
            pageSize: POPUP_ALL_ROWS,
          },
          controller.signal,
        )
        .then(
          (page) => {
            if (controller.signal.aborted) return;
            const values = [
              ...new Set(
                page.list
                  .map((row) => row[o.relationField])
                  .filter((v) => v !== null && v !== undefined && v !== '')
                  .map(String),
              ),
            ];
            setSuggestions(values.slice(0, o.total));
            setActive(-1);
            setOpen(true);
          },
          (failure: unknown) => {
            // Failures are silent (spec 002 section 8): no suggestions.
            if (!controller.signal.aborted && !isAbortError(failure)) setSuggestions([]);
          },
        );
    }, DEBOUNCE_MS);
    pending.current = { timer, controller };
  };

  const take = (suggestion: string) => {
    stop();
    onChange(suggestion);
    setOpen(false);
  };
  const shown = open && suggestions.length > 0;

  return (
    <div className="ef-autocomplete ef-select">
      <div className="ef-box" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          value={text}
          placeholder={field.placeholder ?? w('inputPlaceholder')}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(e) => {
            onChange(e.target.value === '' ? undefined : e.target.value);
            suggest(e.target.value);
          }}
          onFocus={() => suggest(text)}
          onBlur={() => {
            stop();
            setOpen(false);
            onBlur();
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              if (!shown) return;
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((at) => (at + step + suggestions.length) % suggestions.length);
            } else if (e.key === 'Enter' && shown && active >= 0) {
              e.preventDefault();
              take(suggestions[active]!);
            } else if (e.key === 'Escape' && shown) {
              e.preventDefault();
              stop();
              setOpen(false);
            }
          }}
        />
      </div>
      {shown && (
        <ul className="sel-list" id={listId} role="listbox" aria-labelledby={labelId(id)}>
          {suggestions.map((suggestion, at) => (
            <li
              key={suggestion}
              id={`${listId}-${at}`}
              className="sel-option"
              role="option"
              aria-selected={at === active}
              data-active={at === active || undefined}
              // Taken before the box's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                take(suggestion);
              }}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const AutoCompleteEdit = memo(AutoCompleteEditImpl);
