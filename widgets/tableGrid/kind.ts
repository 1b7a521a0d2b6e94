/**
 * Table grid (`tableGrid`, reference 2.4): rows (`tableGridTr`) of cells (`tableGridTd`) holding
 * fields; a cell may span rows and columns, and the cells it covers are `merged` and not drawn.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';

export interface TableGridOptions {
  borderType: string;
  borderColor: string;
  borderWidth: number;
}

export interface TableGridCellOptions {
  colspan: number;
  rowspan: number;
  merged: boolean;
  backgroundColor?: string;
}

export const tableGridKind: KindDescription<never, TableGridOptions> = {
  key: 'tableGrid',
  container: true,
  valueless: true,
  props: ['borderType', 'borderColor', 'borderWidth'],
  configKeys: ['borderType', 'borderColor', 'borderWidth', 'rowType', 'componentName'],
  compile: ({ props, config }) => ({
    options: {
      borderType: stringProp(firstPresent(props, 'borderType') ?? config.borderType) ?? 'solid',
      borderColor: stringProp(firstPresent(props, 'borderColor') ?? config.borderColor) ?? '#E2E0E0',
      borderWidth: numberProp(firstPresent(props, 'borderWidth') ?? config.borderWidth) ?? 1,
    },
  }),
};

export const tableGridTrKind: KindDescription<never, Record<string, never>> = {
  key: 'tableGridTr',
  container: true,
  valueless: true,
  compile: () => ({ options: {} }),
};

const CELL_KEYS = ['colspan', 'rowspan', 'merged', 'backgroundColor'];

export const tableGridTdKind: KindDescription<never, TableGridCellOptions> = {
  key: 'tableGridTd',
  container: true,
  valueless: true,
  props: CELL_KEYS,
  configKeys: CELL_KEYS,
  compile: ({ props, config }) => {
    const pick = (name: string) => props[name] ?? config[name];
    return {
      options: {
        colspan: Math.max(1, numberProp(pick('colspan')) ?? 1),
        rowspan: Math.max(1, numberProp(pick('rowspan')) ?? 1),
        merged: booleanProp(pick('merged')),
        ...(stringProp(pick('backgroundColor')) ? { backgroundColor: stringProp(pick('backgroundColor')) } : {}),
      },
    };
  },
};
