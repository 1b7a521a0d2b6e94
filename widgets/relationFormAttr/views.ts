/** The views of the relationFormAttr kind: loaded when a form uses it (index.ts). */
import { attrViews } from '../kit/popup/AttrView';
import { useRelationAttribute } from './relation-attribute';

export const relationFormAttrViews = attrViews(useRelationAttribute, 'relation-form-attr');
