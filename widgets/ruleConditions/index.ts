import { registerKind } from '../../engine/registry/registry';
import { ruleConditionsKind } from './kind';

registerKind(ruleConditionsKind, () => import('./views').then((m) => m.ruleConditionsViews));

export { ruleConditionsKind };
export type { RuleConditionsOptions } from './kind';
