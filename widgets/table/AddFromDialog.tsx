/**
 * The picker of a sub-table that adds rows by picking records (`addType` 1): the popup kinds' dialog over
 * `addTableConf`'s data interface, several records at once; 确定 hands back the picked records' rows.
 */
import type { DataSource } from '../../engine/data-source';
import type { FieldScope } from '../../engine/registry/types';
import { PickerDialog } from '../kit/popup/PickerDialog';
import type { PopupRow } from '../kit/popup/row-lookup';
import { usePopupPage } from '../kit/popup/use-popup-page';
import { useParamReader } from '../kit/popup/use-popup-rows';
import type { AddFrom } from './add-from';

export interface AddFromDialogProps {
  label: string;
  addFrom: AddFrom;
  popups: NonNullable<DataSource['popups']>;
  scope: FieldScope;
  onPicked(rows: Array<PopupRow | undefined>): void;
  onCancel(): void;
}

export function AddFromDialog({ label, addFrom, popups, scope, onPicked, onCancel }: AddFromDialogProps) {
  const { source, look } = addFrom;
  const params = useParamReader(scope);
  const page = usePopupPage(popups, source, () => params(source.templateJson));
  return (
    <PickerDialog
      field={{ label, options: look }}
      page={page}
      columns={source.columnOptions}
      propsValue={source.propsValue}
      relationField={source.relationField}
      multiple
      hasPage={source.hasPage}
      chosen={[]}
      onConfirm={(chosen) => onPicked(chosen.map((choice) => choice.row))}
      onCancel={onCancel}
    />
  );
}
