/**
 * Sub-table (`table`, reference 2.8, spec 002 sections 3.5, 4.6, 5.4): an array of rows keyed by the
 * child fields' `__vModel__`; columns are the children compiled like top-level fields. Rows are
 * added blank, or with `addType` 1 one per record picked from a data interface (./add-from.ts), and
 * deleted after confirmation; every cell validates on its own (required cells say 不能为空); the 合计
 * row sums the `summaryField` columns.
 */
import type { UiSchema } from '@rjsf/utils';
import { booleanProp, numberProp, stringProp } from '../../engine/registry/read-props';
import type { JnpfField, LayoutNode, KindDescription } from '../../engine/registry/types';
import { readAddFrom, type AddFrom } from './add-from';
import { choices, s } from '../../engine/registry/settings';

export interface ColumnLook {
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableOptions {
  actionText: string;
  showTitle: boolean;
  showSummary: boolean;
  summaryField: string[];
  thousands: boolean;
  /** Summary columns shown with thousands separators; empty with `thousands` means all of them. */
  thousandsField: string[];
  /** The columns in order: data columns by name, display-only ones (calculate without a model) compiled. */
  columns: LayoutNode[];
  looks: Record<string, ColumnLook>;
  /** `addType` 1: rows are added by picking records of this data interface. */
  addFrom?: AddFrom;
}

export type TableRow = Record<string, unknown>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export const tableKind: KindDescription<TableRow[], TableOptions> = {
  key: 'table',
  palette: {
    group: 'advanced',
    label: '设计子表',
    children: [],
    inSubTable: false,
    omitCommon: ['placeholder', 'clearable', 'config.defaultValue', 'config.regList', 'config.trigger', 'config.labelWidth'],
    values: { 'config.layout': 'rowFormItem' },
  },
  settings: [
    s.boolean('config.showTitle', '显示标题', { default: true }),
    s.string('actionText', '添加按钮文字', { default: '添加' }),
    s.boolean('showSummary', '合计', { oldKey: 'show-summary', group: 'data', default: false }),
    s.of('childFields', 'summaryField', '合计字段', {
      pick: ['inputNumber', 'calculate'],
      default: [],
      when: { key: 'showSummary', truthy: true },
    }),
    s.boolean('thousands', '千位分隔', { when: { key: 'showSummary', truthy: true } }),
    s.of('childFields', 'thousandsField', '千位分隔的字段', {
      pick: ['inputNumber', 'calculate'],
      when: { key: 'thousands', truthy: true },
    }),
    s.select('addType', '添加方式', choices([0, '添加空行'], [1, '从数据接口选择']), { group: 'data', default: 0 }),
    s.json('addTableConf', '选择添加的设置', { group: 'data', when: { key: 'addType', in: [1] } }),
    s.json('tableConf', '表格属性', { group: 'advanced' }),
    s.json('defaultValue', '默认行', { group: 'advanced' }),
    s.string('config.type', '类型', { group: 'advanced', default: 'table' }),
    s.string('config.rowType', '行类型', { group: 'advanced', default: 'table' }),
    s.json('config.layoutTree', '布局树', { group: 'advanced' }),
    s.boolean('config.isSubTable', '是子表字段', { group: 'advanced' }),
  ],
  groupLabel: true,
  props: [
    'actionText',
    'showSummary',
    'summaryField',
    'thousands',
    'thousandsField',
    'addType',
    'addTableConf',
    'tableConf',
    'defaultValue',
  ],
  configKeys: ['showTitle', 'type', 'rowType', 'layoutTree', 'isSubTable'],
  emptyValue: [],
  compile({ props, config }, ctx) {
    const children = ctx.compileChildren((config.children ?? []) as JnpfField[]);
    const addFrom = numberProp(props.addType) === 1 ? readAddFrom(props.addTableConf) : undefined;
    if (numberProp(props.addType) === 1 && !addFrom) ctx.report('addTableConf', '选择添加行（addType 1）未指定数据接口，按添加空行');
    const tableConf = props.tableConf;
    if (tableConf && typeof tableConf === 'object' && Object.keys(tableConf).length > 0)
      ctx.report('tableConf', '表格的 el-table 属性（tableConf）未映射');
    const looks: Record<string, ColumnLook> = {};
    for (const [name, ui] of Object.entries(children.uiSchema)) {
      const o = ((ui as UiSchema)['ui:options'] ?? {}) as Record<string, unknown>;
      const width = numberProp(o.columnWidth);
      const align = stringProp(o.tableAlign);
      if (width !== undefined || align)
        looks[name] = {
          ...(width !== undefined ? { width } : {}),
          ...(align === 'left' || align === 'center' || align === 'right' ? { align } : {}),
        };
    }
    const fromProps = Array.isArray(props.defaultValue) ? props.defaultValue : undefined;
    return {
      schema: {
        type: 'array',
        items: {
          type: 'object',
          properties: children.properties,
          ...(children.required.length > 0 ? { required: children.required } : {}),
        },
      },
      uiSchema: { items: children.uiSchema },
      defaultValue: Array.isArray(config.defaultValue) ? config.defaultValue : (fromProps ?? []),
      options: {
        actionText: stringProp(props.actionText) ?? '添加',
        showTitle: booleanProp(config.showTitle, true),
        showSummary: booleanProp(props.showSummary),
        summaryField: strings(props.summaryField),
        thousands: booleanProp(props.thousands),
        thousandsField: strings(props.thousandsField),
        columns: children.layout,
        looks,
        ...(addFrom ? { addFrom } : {}),
      },
    };
  },
};
