import { registerKind } from '../../engine/registry/registry';
import { tabItemKind, tabKind } from './kind';

registerKind(tabKind);
registerKind(tabItemKind);

export { tabKind, tabItemKind };
