/**
 * A picker field of the user and role kinds: the control showing the chosen names, and the tabbed
 * dialog that changes them. The kind gives the chosen items, the tabs and what a choice does.
 */
import { useState } from 'react';
import { DialogWarmUp, useDialogWarmUp } from '../dialog-warm-up';
import { PickerControl } from './picker-control';
import { TabbedPickerDialog, type PickedItem, type PickerTab } from './TabbedPickerDialog';

export interface PickerFieldProps {
  /** The kind's own class beside `ef-select ef-picker`. */
  className: string;
  id: string;
  items: PickedItem[];
  multiple: boolean;
  placeholder?: string;
  clearable: boolean;
  disabled: boolean;
  readOnly: boolean;
  error?: string;
  title: string;
  tabs: PickerTab[];
  /** Called as the dialog opens (a kind that loads its tree then). */
  onOpen?(): void;
  /** The items now chosen: after the dialog confirms, a tag is removed, or the field is cleared. */
  onChoose(items: PickedItem[]): void;
  onBlur(): void;
}

const noop = () => undefined;

export function PickerField(props: PickerFieldProps) {
  const { className, items, multiple, onChoose, onBlur } = props;
  const [open, setOpen] = useState(false);
  const warmUp = useDialogWarmUp('tabbed-picker');
  return (
    <div
      className={`ef-select ef-picker ${className}`}
      data-disabled={props.disabled || undefined}
      data-invalid={props.error ? '' : undefined}
    >
      <PickerControl
        id={props.id}
        items={items.map((item) => ({ key: item.entry.stored, label: item.label }))}
        multiple={multiple}
        placeholder={props.placeholder}
        clearable={props.clearable}
        disabled={props.disabled}
        readOnly={props.readOnly}
        error={props.error}
        open={open}
        onOpen={() => {
          props.onOpen?.();
          setOpen(true);
        }}
        onRemove={(key) => onChoose(items.filter((item) => item.entry.stored !== key))}
        onClear={() => onChoose([])}
        onBlur={onBlur}
      />
      <TabbedPickerDialog
        open={open}
        title={props.title}
        multiple={multiple}
        tabs={props.tabs}
        initial={items}
        onConfirm={(chosen) => {
          onChoose(chosen);
          setOpen(false);
          onBlur();
        }}
        onCancel={() => setOpen(false)}
      />
      {warmUp.warming && !open && (
        <DialogWarmUp onDrawn={warmUp.done}>
          <TabbedPickerDialog
            open
            title={props.title}
            multiple={multiple}
            tabs={props.tabs}
            initial={items}
            onConfirm={noop}
            onCancel={noop}
          />
        </DialogWarmUp>
      )}
    </div>
  );
}
