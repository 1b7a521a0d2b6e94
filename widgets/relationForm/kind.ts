/**
 * Relation form (`relationForm`, reference 2.4, spec 002 sections 2.5, 3.4 and 7.3): stores the id of a
 * record of another released form (`modelId`) and shows that record's `relationField`. Records are chosen
 * in a dialog or drawer (`popupType`, `popupTitle`, `popupWidth`) with a keyword search and a table of the
 * `columnOptions` columns, paged when `hasPage`. In a detail the text is a link to the record's own detail.
 * Not searchable in lists (reference 2.5).
 */
import { booleanProp, numberProp, stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import { choices, POPUP_WIDTHS, s } from '../../engine/registry/settings';

export interface RelationColumn {
  value: string;
  label: string;
}

export interface RelationFormOptions {
  modelId: string;
  relationField: string;
  columnOptions: RelationColumn[];
  hasPage: boolean;
  pageSize: number;
  popupType: 'dialog' | 'drawer';
  /** Empty: the words' 选择数据. */
  popupTitle?: string;
  /** CSS width of the dialog or drawer (default 800px). */
  popupWidth: string;
}

/** Spec 002 section 9.2: 20 a page; without paging the first 10,000 records. */
export const RELATION_PAGE_SIZE = 20;
export const RELATION_ALL_ROWS = 10000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `field` (the designer's note of the other form's field), `multiple` (V3, always one record here),
 * `propsValue` (always the record id) and `transferList`, `extraOptions` (V3 designer settings) are
 * taken and not used.
 */
export const relationFormKind: KindDescription<string, RelationFormOptions> = {
  key: 'relationForm',
  palette: { group: 'advanced', label: '关联表单', values: { placeholder: '请选择', clearable: true } },
  settings: [
    s.of('visualDev', 'modelId', '关联功能'),
    s.of('formField', 'relationField', '显示字段', { source: 'modelId' }),
    s.of('columns', 'columnOptions', '列表字段', { source: 'modelId', default: [] }),
    s.json('extraOptions', '附加字段', { group: 'advanced' }),
    s.string('propsValue', '存储字段', { group: 'advanced' }),
    s.string('field', '字段（V3）', { group: 'advanced' }),
    s.boolean('hasPage', '分页', { group: 'data', default: true }),
    s.number('pageSize', '每页条数', { group: 'data', default: 20, when: { key: 'hasPage', truthy: true } }),
    s.boolean('multiple', '多选', { group: 'data', default: false }),
    s.select('popupType', '弹窗类型', choices(['dialog', '弹窗'], ['drawer', '抽屉']), { default: 'dialog' }),
    s.string('popupTitle', '弹窗标题', { default: '选择数据' }),
    s.select('popupWidth', '弹窗宽度', POPUP_WIDTHS, { default: '800px' }),
    s.json('config.transferList', '选择后填充', { group: 'advanced' }),
  ],
  props: [
    'modelId',
    'relationField',
    'columnOptions',
    'hasPage',
    'pageSize',
    'popupType',
    'popupTitle',
    'popupWidth',
    'field',
    'multiple',
    'propsValue',
    'extraOptions',
  ],
  configKeys: ['transferList'],
  compile({ props }) {
    const columns = Array.isArray(props.columnOptions) ? props.columnOptions.filter(isRecord) : [];
    const width = stringProp(props.popupWidth) ?? (typeof props.popupWidth === 'number' ? `${props.popupWidth}px` : undefined);
    const title = stringProp(props.popupTitle);
    return {
      schema: { type: 'string' },
      options: {
        modelId: stringProp(props.modelId) ?? '',
        relationField: stringProp(props.relationField) ?? '',
        columnOptions: columns
          .map((column) => ({ value: String(column.value ?? ''), label: String(column.label ?? column.value ?? '') }))
          .filter((column) => column.value !== ''),
        hasPage: booleanProp(props.hasPage),
        pageSize: numberProp(props.pageSize) ?? RELATION_PAGE_SIZE,
        popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
        ...(title ? { popupTitle: title } : {}),
        popupWidth: width && /^\d+(\.\d+)?$/.test(width) ? `${width}px` : (width ?? '800px'),
      },
    };
  },
};
