import { registerKind } from '../../engine/registry/registry';
import { areaSelectKind } from './kind';

registerKind(areaSelectKind);

export { areaSelectKind };
