import { registerKind } from '../../engine/registry/registry';
import { organizeSelectKind } from './kind';

registerKind(organizeSelectKind);

export { organizeSelectKind };
