import { registerKind } from '../../engine/registry/registry';
import { checkboxKind } from './kind';

registerKind(checkboxKind);

export { checkboxKind };
export type { CheckboxOptions } from './kind';
