/** The views of the row kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { RowOptions } from './kind';
import { RowContainer } from './RowContainer';

export const rowViews: KindViews<never, RowOptions> = {
  Container: RowContainer,
};
