import { registerKind } from '../../engine/registry/registry';
import { currOrganizeKind } from './kind';

registerKind(currOrganizeKind);

export { currOrganizeKind };
