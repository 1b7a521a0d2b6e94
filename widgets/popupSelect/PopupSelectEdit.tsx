/**
 * The popup select's edit widget: the closed control (the chosen rows' text, tags when `multiple`, the
 * clear icon while hovered) and the dialog or drawer choosing rows. Without popup calls in the data source
 * it shows the stored value and opens nothing.
 */
import { memo, useMemo, useState } from 'react';
import type { PopupServices } from '../../engine/data-source';
import type { CompiledField, FieldScope, FieldWidgetProps } from '../../engine/registry/types';
import { PickerDialog } from '../kit/popup/PickerDialog';
import { popupIds } from '../kit/popup/popup-source';
import { usePopupChoice, type PopupChoice } from '../kit/popup/use-popup-choice';
import { usePopupPage } from '../kit/popup/use-popup-page';
import { useParamReader, usePopupRows } from '../kit/popup/use-popup-rows';
import { PickerControl } from '../kit/user-picker/picker-control';
import type { PopupSelectOptions } from './kind';

/** Page sizes offered (spec 002 section 9.2). */
const PAGE_SIZES = [20, 50, 100, 500];

function PopupSelectEditImpl({
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
}: FieldWidgetProps<unknown, PopupSelectOptions>) {
  const o = field.options;
  const ids = useMemo(() => popupIds(value), [value]);
  const rows = usePopupRows(o, ids, dataSource, scope);
  const choose = usePopupChoice(o, dataSource, scope, onChange);
  const [open, setOpen] = useState(false);
  const services = dataSource.popups;
  const items = ids.map((key) => ({ key, label: rows.loading ? '' : rows.text(key) }));
  return (
    <div className="ef-select ef-picker ef-popup-select" data-disabled={disabled || undefined} data-invalid={error ? '' : undefined}>
      <PickerControl
        id={id}
        items={items}
        multiple={o.multiple}
        placeholder={field.placeholder}
        clearable={field.clearable}
        disabled={disabled}
        readOnly={readOnly}
        error={error}
        open={open}
        onOpen={() => services && o.interfaceId && setOpen(true)}
        // Removing a tag confirms at once (spec 002 section 4.2).
        onRemove={(key) => onChange(ids.filter((chosen) => chosen !== key))}
        onClear={() => onChange(o.multiple ? [] : undefined)}
        onBlur={onBlur}
      />
      {services && open && (
        <PopupDialog
          services={services}
          field={field}
          scope={scope}
          chosen={ids.map((key) => ({ id: key, row: rows.row(key) ?? undefined }))}
          onConfirm={(chosen) => {
            choose(chosen);
            setOpen(false);
            onBlur();
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}

export const PopupSelectEdit = memo(PopupSelectEditImpl);

interface PopupDialogProps {
  services: PopupServices;
  field: CompiledField<PopupSelectOptions>;
  scope: FieldScope;
  chosen: PopupChoice[];
  onConfirm(chosen: PopupChoice[]): void;
  onCancel(): void;
}

/** The dialog on the interface's pages, mounted while open: each opening starts a new search. */
function PopupDialog({ services, field, scope, ...rest }: PopupDialogProps) {
  const o = field.options;
  const params = useParamReader(scope);
  const page = usePopupPage(services, o, () => params(o.templateJson));
  return (
    <PickerDialog
      {...rest}
      popupType={o.popupType}
      popupTitle={o.popupTitle}
      popupWidth={o.popupWidth}
      label={field.label}
      page={page}
      columns={o.columnOptions}
      propsValue={o.propsValue}
      relationField={o.relationField}
      multiple={o.multiple}
      hasPage={o.hasPage}
      pageSizes={PAGE_SIZES}
    />
  );
}
