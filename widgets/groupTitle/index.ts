import { registerKind } from '../../engine/registry/registry';
import { groupTitleKind } from './kind';

registerKind(groupTitleKind);

export { groupTitleKind };
export type { GroupTitleOptions } from './kind';
