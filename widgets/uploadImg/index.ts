import { registerKind } from '../../engine/registry/registry';
import { uploadImgKind } from './kind';

registerKind(uploadImgKind, () => import('./views').then((m) => m.uploadImgViews));

export { uploadImgKind };
