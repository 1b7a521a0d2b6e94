/** The views of the popupTableSelect kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import { PopupCell, PopupRead } from '../kit/popup/PopupText';
import type { PopupTableSelectOptions } from './kind';
import { PopupTableSelectEdit, popupTableSelectStyles } from './PopupTableSelectEdit';

export const popupTableSelectViews: KindViews<unknown, PopupTableSelectOptions> = {
  Edit: PopupTableSelectEdit,
  Read: PopupRead,
  Cell: PopupCell,
  styles: popupTableSelectStyles,
};
