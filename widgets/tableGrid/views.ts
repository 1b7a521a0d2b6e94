/** The views of the tableGrid kinds: loaded when a form uses them (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TableGridCellOptions, TableGridOptions } from './kind';
import { TableGridContainer, TableGridPart } from './TableGridContainer';

export const tableGridViews: KindViews<never, TableGridOptions> = {
  Container: TableGridContainer,
};

export const tableGridTrViews: KindViews<never, Record<string, never>> = {
  Container: TableGridPart,
};

export const tableGridTdViews: KindViews<never, TableGridCellOptions> = {
  Container: TableGridPart,
};
