/**
 * The benchmark's definition (issue 18, Speed): 300 fields in the stored JNPF format (new naming
 * generation) spread over five containers — a row, a card, a tab with two panes, a collapse with two
 * panels, a 2×2 table grid — and the form itself, with a sub-table of 8 columns whose `defaultValue`
 * (the designer's 默认行 setting) holds 100 rows, so the preview draws a 100-row sub-table.
 *
 * The 300 are every field that holds a value: 42 in each container (210), 8 sub-table columns, and
 * 82 at the top. Fields cycle through ten kinds; spans cycle 24, 12, 12, 8, 8, 8, so rows pack 1–3 fields.
 */
type Field = Record<string, unknown> & { __config__: Record<string, unknown> };

export const FIELD_COUNT = 300;
export const CONTAINER_FIELDS = 42;
export const SUBTABLE_ROWS = 100;
export const SUBTABLE_COLUMNS = 8;

const SPANS = [24, 12, 12, 8, 8, 8];
const OPTIONS = [
  { fullName: '城东', id: 'east' },
  { fullName: '城西', id: 'west' },
  { fullName: '城南', id: 'south' },
];

let formId = 100;

function base(kind: string, label: string, span: number, extra: Record<string, unknown> = {}): Field['__config__'] {
  formId++;
  return {
    jnpfKey: kind,
    label,
    showLabel: true,
    layout: 'colFormItem',
    span,
    visibility: ['pc', 'app'],
    formId,
    renderKey: 1700000000000 + formId,
    tableName: '',
    ...extra,
  };
}

/** Field `i` of the cycle (ten kinds), named `<kind>Field<formId>` as JNPF names new fields. */
function field(i: number, span = SPANS[i % SPANS.length]!): Field {
  const n = i + 1;
  switch (i % 10) {
    case 0:
      return { __config__: base('input', `字段${n}`, span, { trigger: 'blur' }), placeholder: '请输入', clearable: true };
    case 1:
      return { __config__: base('inputNumber', `数值${n}`, span), precision: 2, min: 0, controls: true };
    case 2:
      return { __config__: base('textarea', `备注${n}`, span), placeholder: '请输入', autoSize: { minRows: 2, maxRows: 4 } };
    case 3:
      return {
        __config__: base('select', `区域${n}`, span, { dataType: 'static', defaultValue: null }),
        options: OPTIONS,
        props: { label: 'fullName', value: 'id' },
        placeholder: '请选择',
        clearable: true,
      };
    case 4:
      return {
        __config__: base('radio', `类型${n}`, span, { dataType: 'static', optionType: 'default' }),
        options: OPTIONS,
        props: { label: 'fullName', value: 'id' },
        direction: 'horizontal',
      };
    case 5:
      return { __config__: base('switch', `启用${n}`, span, { defaultValue: 0 }), activeValue: 1, inactiveValue: 0 };
    case 6:
      return {
        __config__: base('checkbox', `多选${n}`, span, { dataType: 'static', defaultValue: [] }),
        options: OPTIONS,
        props: { label: 'fullName', value: 'id' },
      };
    case 7:
      return {
        __config__: base('datePicker', `日期${n}`, span, { defaultValue: null }),
        type: 'date',
        format: 'YYYY-MM-DD',
        placeholder: '请选择',
        clearable: true,
      };
    case 8:
      return { __config__: base('rate', `评分${n}`, span, { defaultValue: 0 }), count: 5 };
    default:
      return { __config__: base('input', `编号${n}`, span, { trigger: 'blur' }), placeholder: '请输入', maxlength: 20 };
  }
}

const named = (f: Field): Field => ({ __vModel__: `${String(f.__config__.jnpfKey)}Field${String(f.__config__.formId)}`, ...f });

function container(kind: string, label: string, children: Field[], extra: Record<string, unknown> = {}): Field {
  formId++;
  return {
    __config__: { jnpfKey: kind, label, layout: 'rowFormItem', span: 24, formId, renderKey: 1700000000000 + formId, children },
    ...extra,
  };
}

function pane(kind: 'tabItem' | 'collapseItem', title: string, name: string, children: Field[]): Field {
  return { title, name, __config__: { jnpfKey: kind, children } };
}

function cell(children: Field[]): Field {
  return { __config__: { jnpfKey: 'tableGridTd', rowspan: 1, colspan: 1, merged: false, children } };
}

/** The sub-table: 8 columns (text, select, numbers, a date), `defaultValue` the 100 preview rows. */
function subTable(): Field {
  const columns: Field[] = [
    { __vModel__: 'name', __config__: base('input', '名称', 24, { columnWidth: 160 }), placeholder: '请输入' },
    {
      __vModel__: 'area',
      __config__: base('select', '区域', 24, { dataType: 'static' }),
      options: OPTIONS,
      props: { label: 'fullName', value: 'id' },
    },
    { __vModel__: 'price', __config__: base('inputNumber', '单价', 24), precision: 2 },
    { __vModel__: 'qty', __config__: base('inputNumber', '数量', 24), precision: 0, min: 0 },
    { __vModel__: 'weight', __config__: base('inputNumber', '重量', 24), precision: 2 },
    { __vModel__: 'code', __config__: base('input', '编号', 24), placeholder: '请输入' },
    { __vModel__: 'day', __config__: base('datePicker', '日期', 24), type: 'date', format: 'YYYY-MM-DD' },
    { __vModel__: 'note', __config__: base('input', '说明', 24), placeholder: '请输入' },
  ];
  const rows = Array.from({ length: SUBTABLE_ROWS }, (_, r) => ({
    name: `设备${r + 1}`,
    area: OPTIONS[r % 3]!.id,
    price: 10 + (r % 7),
    qty: 1 + (r % 5),
    weight: 2.5 + (r % 4),
    code: `E${String(r + 1).padStart(4, '0')}`,
    day: `2026-0${1 + (r % 9)}-1${r % 10}`,
    note: r % 2 ? '正常' : '',
  }));
  formId++;
  return {
    __vModel__: `tableField${formId}`,
    __config__: {
      jnpfKey: 'table',
      label: '设备明细',
      showLabel: false,
      layout: 'rowFormItem',
      showTitle: true,
      type: 'table',
      children: columns,
      tableName: 'heat_device',
      formId,
      renderKey: 1700000000000 + formId,
      defaultValue: rows,
    },
    actionText: '添加设备',
    showSummary: true,
    summaryField: ['qty', 'weight'],
  };
}

export interface DesignerBench {
  definition: Record<string, unknown>;
  /** Fields that hold a value (containers, panes and cells not counted). */
  fields: number;
  /** Canvas nodes the designer draws (fields, containers, panes, grid rows and cells, columns). */
  containers: string[];
}

export function designerDefinition(): DesignerBench {
  formId = 100;
  let next = 0;
  const take = (count: number) => Array.from({ length: count }, () => named(field(next++)));
  const half = CONTAINER_FIELDS / 2;
  const quarter = [11, 11, 10, 10];
  const top1 = take(41);
  const row = container('row', '栅格', take(CONTAINER_FIELDS), { type: 'default', justify: 'start', align: 'top' });
  const card = container('card', '卡片', take(CONTAINER_FIELDS), { header: '联系信息', shadow: 'never' });
  const tab = container('tab', '标签页', [pane('tabItem', '基本', 'basic', take(half)), pane('tabItem', '更多', 'more', take(half))], {
    type: '',
    tabPosition: 'top',
  });
  const collapse = container(
    'collapse',
    '折叠面板',
    [pane('collapseItem', '面板一', 'p1', take(half)), pane('collapseItem', '面板二', 'p2', take(half))],
    { accordion: false },
  );
  const gridRow = (cells: Field[][]) => ({ __config__: { jnpfKey: 'tableGridTr', children: cells.map(cell) } });
  const [a, b, c, d] = quarter.map((count) => take(count));
  const grid = container('tableGrid', '表格布局', [gridRow([a!, b!]), gridRow([c!, d!])], {
    borderType: 'solid',
    borderColor: '#E2E0E0',
    borderWidth: 1,
  });
  const top2 = take(41);
  const table = subTable();
  const fields = [...top1, row, card, tab, collapse, grid, table, ...top2];
  const counted = next + SUBTABLE_COLUMNS;
  if (counted !== FIELD_COUNT) throw new Error(`the generator made ${counted} fields, not ${FIELD_COUNT}`);
  return {
    definition: {
      formRef: 'formRef',
      formModel: 'dataForm',
      size: 'default',
      labelPosition: 'right',
      labelWidth: 100,
      formRules: 'rules',
      gutter: 15,
      disabled: false,
      span: 24,
      idGlobal: formId + 1,
      popupType: 'general',
      generalWidth: '600px',
      fields,
    },
    fields: counted,
    containers: ['row', 'card', 'tab', 'collapse', 'tableGrid'],
  };
}
