import { registerKind } from '../../engine/registry/registry';
import { editorKind } from './kind';

registerKind(editorKind, () => import('./views').then((m) => m.editorViews));

export { editorKind };
export type { EditorOptions } from './kind';
