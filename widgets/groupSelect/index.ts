import { registerKind } from '../../engine/registry/registry';
import { groupSelectKind } from './kind';

registerKind(groupSelectKind);

export { groupSelectKind };
