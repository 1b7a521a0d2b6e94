import { registerKind } from '../../engine/registry/registry';
import { tabItemKind, tabKind } from './kind';

registerKind(tabKind, () => import('./views').then((m) => m.tabViews));
registerKind(tabItemKind);

export { tabKind, tabItemKind };
