/** The views of the popupAttr kind: loaded when a form uses it (index.ts). */
import { attrViews } from '../kit/popup/AttrView';
import { usePopupAttribute } from './popup-attribute';

export const popupAttrViews = attrViews(usePopupAttribute, 'popup-attr');
