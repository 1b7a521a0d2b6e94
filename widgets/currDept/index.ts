import { registerKind } from '../../engine/registry/registry';
import { currDeptKind } from './kind';

registerKind(currDeptKind);

export { currDeptKind };
