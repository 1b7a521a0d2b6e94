/**
 * Table grid (`tableGrid`, reference 2.4): rows (`tableGridTr`) of cells (`tableGridTd`) holding
 * fields; a cell may span rows and columns, and the cells it covers are `merged` and not drawn.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import { choices, partPalette, s } from '../../engine/registry/settings';

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
  palette: {
    group: 'layout',
    label: '表格容器',
    takes: 'tableGridTr',
    values: { 'config.layout': 'rowFormItem' },
    children: [
      { kind: 'tableGridTr', children: [{ kind: 'tableGridTd' }, { kind: 'tableGridTd' }] },
      { kind: 'tableGridTr', children: [{ kind: 'tableGridTd' }, { kind: 'tableGridTd' }] },
    ],
  },
  settings: [
    s.select(
      'config.borderType',
      '边框类型',
      choices(['solid', '实线'], ['dashed', '虚线'], ['dotted', '点线'], ['double', '双线'], ['none', '无']),
      {
        aliases: ['borderType'],
        default: 'solid',
      },
    ),
    s.color('config.borderColor', '边框颜色', { aliases: ['borderColor'], default: '#E2E0E0' }),
    s.number('config.borderWidth', '边框宽度', { aliases: ['borderWidth'], default: 1, min: 0 }),
    s.string('config.rowType', '行类型', { group: 'advanced' }),
    s.string('config.componentName', '组件名', { group: 'advanced' }),
  ],
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
  palette: { ...partPalette('表格行'), takes: 'tableGridTd' },
  settings: [],
  container: true,
  valueless: true,
  compile: () => ({ options: {} }),
};

const CELL_KEYS = ['colspan', 'rowspan', 'merged', 'backgroundColor'];

export const tableGridTdKind: KindDescription<never, TableGridCellOptions> = {
  key: 'tableGridTd',
  palette: partPalette('单元格'),
  settings: [
    s.number('config.colspan', '合并列数', { aliases: ['colspan'], default: 1, min: 1 }),
    s.number('config.rowspan', '合并行数', { aliases: ['rowspan'], default: 1, min: 1 }),
    s.boolean('config.merged', '被合并', { group: 'advanced', aliases: ['merged'] }),
    s.color('config.backgroundColor', '背景色', { aliases: ['backgroundColor'] }),
  ],
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
