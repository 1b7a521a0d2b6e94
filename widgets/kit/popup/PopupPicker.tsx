/**
 * The field of the kinds choosing rows in a dialog (popupSelect, relationForm): the closed control showing
 * the chosen rows' text (tags when `multiple`, the clear icon while hovered when `clearable`) and the
 * kind's dialog, mounted while open so each opening starts a new search.
 */
import { useState, type ReactNode } from 'react';
import type { CompiledField, FieldWidgetProps } from '../../../engine/registry/types';
import { PickerControl, type ControlItem } from '../user-picker/picker-control';
import type { PopupChoice } from './use-popup-choice';

/** The dialog's answer, given to it by the field. */
export interface PickerAnswer {
  onConfirm(chosen: PopupChoice[]): void;
  onCancel(): void;
}

type WidgetState = Pick<FieldWidgetProps, 'id' | 'disabled' | 'readOnly' | 'error' | 'onBlur'>;

export interface PopupPickerProps {
  /** The edit widget's props: the control's id, state, placeholder and clear icon. */
  widget: WidgetState & { field: Pick<CompiledField, 'placeholder' | 'clearable'> };
  /** The kind's class beside `ef-select ef-picker`. */
  className: string;
  items: ControlItem[];
  multiple: boolean;
  /** The data source has the calls and the field says where to choose. */
  canOpen: boolean;
  onRemove(key: string): void;
  onClear(): void;
  /** The rows confirmed in the dialog; false: nothing chosen, the field's edit goes on (no blur). */
  onChoose(chosen: PopupChoice[]): boolean | void;
  /** The dialog, given its answer. */
  dialog(answer: PickerAnswer): ReactNode;
}

export function PopupPicker({ widget, className, items, multiple, canOpen, onRemove, onClear, onChoose, dialog }: PopupPickerProps) {
  const { id, disabled, readOnly, error, onBlur, field } = widget;
  const [open, setOpen] = useState(false);
  const answer: PickerAnswer = {
    onConfirm(chosen) {
      const done = onChoose(chosen) !== false;
      setOpen(false);
      if (done) onBlur();
    },
    onCancel: () => setOpen(false),
  };
  return (
    <div className={`ef-select ef-picker ${className}`} data-disabled={disabled || undefined} data-invalid={error ? '' : undefined}>
      <PickerControl
        id={id}
        items={items}
        multiple={multiple}
        placeholder={field.placeholder}
        clearable={field.clearable}
        disabled={disabled}
        readOnly={readOnly}
        error={error}
        open={open}
        onOpen={() => canOpen && setOpen(true)}
        onRemove={onRemove}
        onClear={onClear}
        onBlur={onBlur}
      />
      {canOpen && open && dialog(answer)}
    </div>
  );
}
