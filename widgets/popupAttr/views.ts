/** The views of the popupAttr kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import { controlStyles } from '../shared/control-styles';
import type { PopupAttrOptions } from './kind';
import { PopupAttrCell, PopupAttrEdit, PopupAttrRead, PopupAttrStatic } from './PopupAttrView';

export const popupAttrViews: KindViews<string, PopupAttrOptions> = {
  Edit: PopupAttrEdit,
  Read: PopupAttrRead,
  Cell: PopupAttrCell,
  Static: PopupAttrStatic,
  styles: controlStyles,
};
