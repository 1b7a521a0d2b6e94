import { registerKind } from '../../engine/registry/registry';
import { editorKind } from './kind';

registerKind(editorKind);

export { editorKind };
export type { EditorOptions } from './kind';
