import { registerKind } from '../../engine/registry/registry';
import { collapseItemKind, collapseKind } from './kind';

registerKind(collapseKind);
registerKind(collapseItemKind);

export { collapseKind, collapseItemKind };
