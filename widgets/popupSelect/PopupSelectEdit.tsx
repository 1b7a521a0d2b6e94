/**
 * The popup select's edit widget: the closed control (the chosen rows' text, tags when `multiple`, the
 * clear icon while hovered) and the dialog or drawer choosing rows. Without popup calls in the data source
 * it shows the stored value and opens nothing.
 */
import { memo, useMemo } from 'react';
import type { PopupServices } from '../../engine/data-source';
import type { CompiledField, FieldScope, FieldWidgetProps } from '../../engine/registry/types';
import { PickerDialog } from '../kit/popup/PickerDialog';
import { PopupPicker, type PickerAnswer } from '../kit/popup/PopupPicker';
import { popupIds } from '../kit/popup/popup-source';
import { usePopupChoice, type PopupChoice } from '../kit/popup/use-popup-choice';
import { usePopupPage } from '../kit/popup/use-popup-page';
import { useParamReader, usePopupRows } from '../kit/popup/use-popup-rows';
import type { PopupSelectOptions } from './kind';

/** Page sizes offered (spec 002 section 9.2). */
const PAGE_SIZES = [20, 50, 100, 500];

function PopupSelectEditImpl(props: FieldWidgetProps<unknown, PopupSelectOptions>) {
  const { value, onChange, field, dataSource, scope } = props;
  const o = field.options;
  const ids = useMemo(() => popupIds(value), [value]);
  const rows = usePopupRows(o, ids, dataSource, scope);
  const choose = usePopupChoice(o, dataSource, scope, onChange);
  const services = dataSource.popups;
  return (
    <PopupPicker
      widget={props}
      className="ef-popup-select"
      items={ids.map((key) => ({ key, label: rows.loading ? '' : rows.text(key) }))}
      multiple={o.multiple}
      canOpen={!!(services && o.interfaceId)}
      // Removing a tag confirms at once (spec 002 section 4.2).
      onRemove={(key) => onChange(ids.filter((chosen) => chosen !== key))}
      onClear={() => onChange(o.multiple ? [] : undefined)}
      onChoose={choose}
      dialog={(answer) =>
        services && (
          <PopupDialog
            {...answer}
            services={services}
            field={field}
            scope={scope}
            chosen={ids.map((key) => ({ id: key, row: rows.row(key) ?? undefined }))}
          />
        )
      }
    />
  );
}

export const PopupSelectEdit = memo(PopupSelectEditImpl);

interface PopupDialogProps extends PickerAnswer {
  services: PopupServices;
  field: CompiledField<PopupSelectOptions>;
  scope: FieldScope;
  chosen: PopupChoice[];
}

/** The dialog on the interface's pages, mounted while open: each opening starts a new search. */
function PopupDialog({ services, field, scope, ...rest }: PopupDialogProps) {
  const o = field.options;
  const params = useParamReader(scope);
  const page = usePopupPage(services, o, () => params(o.templateJson));
  return (
    <PickerDialog
      {...rest}
      field={field}
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
