/**
 * The popup table select's edit widget: the select's closed control (tags when `multiple`, the clear
 * icon while hovered) and, below it, the 700 px panel with the table of rows. In single mode a click on a
 * row chooses it and closes the panel; with `multiple` each checkbox changes the value at once. With
 * `filterable` the keyword is typed in the control. Without popup calls it shows the stored value.
 */
import { memo, useMemo, useState } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { Dropdown } from '../kit/Dropdown';
import { PopupTable } from '../kit/popup/PopupTable';
import { popupIds } from '../kit/popup/popup-source';
import type { PopupRow } from '../kit/popup/row-lookup';
import { usePopupChoice } from '../kit/popup/use-popup-choice';
import { usePopupPage } from '../kit/popup/use-popup-page';
import { useParamReader, usePopupRows } from '../kit/popup/use-popup-rows';
import { pickerControlStyles } from '../kit/user-picker/picker-control';
import { useWidgetWords } from '../kit/words';
import type { PopupTableSelectOptions } from './kind';

/** Spec 002 section 9.2. */
const PANEL_WIDTH = 700;
const TABLE_HEIGHT = 300;

function PopupTableSelectEditImpl(props: FieldWidgetProps<unknown, PopupTableSelectOptions>) {
  const { id, value, onChange, onBlur, disabled, readOnly, field, dataSource, error, scope } = props;
  const w = useWidgetWords();
  const o = field.options;
  const ids = useMemo(() => popupIds(value), [value]);
  const rows = usePopupRows(o, ids, dataSource, scope);
  const choose = usePopupChoice(o, dataSource, scope, onChange);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const services = dataSource.popups;
  const text = (key: string) => (rows.loading ? '' : rows.text(key));
  const pick = (row: PopupRow) => {
    const key = String(row[o.propsValue] ?? '');
    if (!o.multiple) {
      choose([{ id: key, row }]);
      setOpen(false);
      return;
    }
    const kept = ids.filter((chosen) => chosen !== key).map((chosen) => ({ id: chosen, row: rows.row(chosen) ?? undefined }));
    choose(ids.includes(key) ? kept : [...kept, { id: key, row }]);
  };
  return (
    <div className="ef-popup-table">
      <Dropdown
        id={id}
        open={open}
        onOpenChange={(next) => {
          if (next && !(services && o.interfaceId)) return;
          setOpen(next);
          if (!next) setQuery('');
        }}
        summary={o.multiple ? '' : ids[0] ? text(ids[0]) : ''}
        tags={
          o.multiple ? ids.map((key) => ({ key, label: text(key), onRemove: () => onChange(ids.filter((c) => c !== key)) })) : undefined
        }
        placeholder={field.placeholder ?? w('selectPlaceholder')}
        disabled={disabled}
        readOnly={readOnly}
        invalid={!!error}
        onClear={field.clearable ? () => onChange(o.multiple ? [] : undefined) : undefined}
        onBlur={onBlur}
        search={o.filterable ? { query, onQuery: setQuery } : undefined}
        panelRole="group"
      >
        {services && <Panel {...props} keyword={query} pick={pick} ids={ids} />}
      </Dropdown>
    </div>
  );
}

function Panel({
  field,
  scope,
  dataSource,
  keyword,
  pick,
  ids,
}: FieldWidgetProps<unknown, PopupTableSelectOptions> & { keyword: string; pick: (row: PopupRow) => void; ids: string[] }) {
  const o = field.options;
  const params = useParamReader(scope);
  const page = usePopupPage(dataSource.popups!, o, () => params(o.templateJson));
  const [searched, setSearched] = useState('');
  if (searched !== keyword) {
    setSearched(keyword);
    page.search(keyword);
  }
  return (
    <div
      className="ef-popup-panel"
      role="group"
      aria-label={field.label}
      onMouseDown={(e) => e.target instanceof HTMLInputElement || e.preventDefault()}
    >
      <PopupTable
        label={field.label}
        columns={o.columnOptions}
        page={page}
        propsValue={o.propsValue}
        relationField={o.relationField}
        multiple={o.multiple}
        hasPage={o.hasPage}
        isChecked={(key) => ids.includes(key)}
        onCheck={pick}
        height={TABLE_HEIGHT}
      />
    </div>
  );
}

export const PopupTableSelectEdit = memo(PopupTableSelectEditImpl);

export const popupTableSelectStyles: SystemStyleObject = {
  ...pickerControlStyles,
  '& .ef-popup-table .sel-clear': { visibility: 'hidden' },
  '& .ef-popup-table:hover .sel-clear, & .ef-popup-table:focus-within .sel-clear': { visibility: 'visible' },
  '& .ef-popup-table .sel-list': {
    width: `min(${PANEL_WIDTH}px, 100vw)`,
    insetInlineEnd: 'auto',
    maxHeight: 'none',
    overflow: 'visible',
    padding: '2',
  },
};
