import { registerKind } from '../../engine/registry/registry';
import { billRuleKind } from './kind';

registerKind(billRuleKind);

export { billRuleKind };
