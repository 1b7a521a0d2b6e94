import { registerKind } from '../../engine/registry/registry';
import { groupTitleKind } from './kind';

registerKind(groupTitleKind, () => import('./views').then((m) => m.groupTitleViews));

export { groupTitleKind };
export type { GroupTitleOptions } from './kind';
