import { registerKind } from '../../engine/registry/registry';
import { uploadFzKind } from './kind';

registerKind(uploadFzKind, () => import('./views').then((m) => m.uploadFzViews));

export { uploadFzKind };
export type { UploadFieldOptions } from './kind';
