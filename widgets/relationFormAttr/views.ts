/** The views of the relationFormAttr kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import { controlStyles } from '../shared/control-styles';
import type { RelationFormAttrOptions } from './kind';
import { RelationFormAttrCell, RelationFormAttrEdit, RelationFormAttrRead, RelationFormAttrStatic } from './RelationFormAttrView';

export const relationFormAttrViews: KindViews<string, RelationFormAttrOptions> = {
  Edit: RelationFormAttrEdit,
  Read: RelationFormAttrRead,
  Cell: RelationFormAttrCell,
  Static: RelationFormAttrStatic,
  styles: controlStyles,
};
