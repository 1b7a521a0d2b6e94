import { registerKind } from '../../engine/registry/registry';
import { billRuleKind } from './kind';

registerKind(billRuleKind, () => import('./views').then((m) => m.billRuleViews));

export { billRuleKind };
