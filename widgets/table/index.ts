import { registerKind } from '../../engine/registry/registry';
import { tableKind } from './kind';

registerKind(tableKind);

export { tableKind };
export type { TableOptions, TableRow } from './kind';
