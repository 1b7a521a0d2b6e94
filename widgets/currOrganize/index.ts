import { registerKind } from '../../engine/registry/registry';
import { currOrganizeKind } from './kind';

registerKind(currOrganizeKind, () => import('./views').then((m) => m.currOrganizeViews));

export { currOrganizeKind };
