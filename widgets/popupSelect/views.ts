/** The views of the popupSelect kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import { pickerControlStyles } from '../kit/user-picker/picker-control';
import { PopupCell, PopupRead } from '../kit/popup/PopupText';
import type { PopupSelectOptions } from './kind';
import { PopupSelectEdit } from './PopupSelectEdit';

export const popupSelectViews: KindViews<unknown, PopupSelectOptions> = {
  Edit: PopupSelectEdit,
  Read: PopupRead,
  Cell: PopupCell,
  styles: pickerControlStyles,
};
