import { registerKind } from '../../engine/registry/registry';
import { currDeptKind } from './kind';

registerKind(currDeptKind, () => import('./views').then((m) => m.currDeptViews));

export { currDeptKind };
