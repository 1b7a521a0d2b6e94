/**
 * The definition the browser half of `bench:online` releases: 200 data fields in JNPF 3.4.7's field
 * format (reference section 2: the V2-347 designer's objects, options at the top level), in the mix a
 * real form has — mostly text and numbers, static and dictionary selects, radios, checkboxes, dates,
 * times, switches, user, department and position pickers — under a group title every 20 fields, and
 * a sub-table of 8 columns with two summed ones (the same columns as bench:engine's sub-table,
 * bench/engine/generate.ts, so the floor measures the same table). Its list (reference section 3):
 * 12 columns, three search fields, sorted by the bill number, newest first. Deterministic: every run
 * releases the same form and records.
 */
import { COLUMNS } from '../engine/generate';

type Json = Record<string, unknown>;

export const SUB_TABLE = 'items';
/** The summed column the sub-table's keys go to (bench:engine's `qty`). */
export const SUMMED_COLUMN = 'qty';
const DICTIONARY = { type: 'runState', values: ['heating', 'stopped', 'suspended'], labels: ['正常供热', '停热', '报停'] };
const AREAS = ['东区', '西区', '南区', '北区', '中心'];

/** What the records point at: ids from the seeded organisation (users, departments, positions). */
export interface SeedIds {
  users: { id: string; name: string }[];
  departments: { id: string; name: string }[];
  positions: { id: string; name: string }[];
}

type Kind =
  | 'comInput'
  | 'textarea'
  | 'numInput'
  | 'selectStatic'
  | 'selectDictionary'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'time'
  | 'switch'
  | 'userSelect'
  | 'depSelect'
  | 'posSelect';

/** One block of 20 fields: the mix, repeated ten times for 200. */
const BLOCK: readonly Kind[] = [
  'comInput',
  'comInput',
  'textarea',
  'numInput',
  'selectStatic',
  'selectDictionary',
  'radio',
  'checkbox',
  'date',
  'switch',
  'userSelect',
  'comInput',
  'numInput',
  'depSelect',
  'comInput',
  'selectStatic',
  'time',
  'posSelect',
  'numInput',
  'datetime',
];

const TAGS: Record<Kind, string> = {
  comInput: 'el-input',
  textarea: 'el-input',
  numInput: 'el-input-number',
  selectStatic: 'el-select',
  selectDictionary: 'el-select',
  radio: 'el-radio-group',
  checkbox: 'el-checkbox-group',
  date: 'el-date-picker',
  datetime: 'el-date-picker',
  time: 'el-time-picker',
  switch: 'el-switch',
  userSelect: 'user-select',
  depSelect: 'dep-select',
  posSelect: 'pos-select',
};

const JNPF_KEYS: Record<Kind, string> = {
  comInput: 'comInput',
  textarea: 'textarea',
  numInput: 'numInput',
  selectStatic: 'select',
  selectDictionary: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  date: 'date',
  datetime: 'date',
  time: 'time',
  switch: 'switch',
  userSelect: 'userSelect',
  depSelect: 'depSelect',
  posSelect: 'posSelect',
};

export interface BenchField {
  vModel: string;
  label: string;
  kind: Kind;
}

let formId = 100;

function config(jnpfKey: string, label: string, tag: string, extra: Json = {}): Json {
  formId += 1;
  return {
    jnpfKey,
    label,
    showLabel: true,
    tag,
    layout: 'colFormItem',
    span: 12,
    dragDisabled: false,
    visibility: ['pc', 'app'],
    formId,
    renderKey: 1760000000000 + formId,
    tableName: '',
    required: false,
    regList: [],
    ...extra,
  };
}

const staticOptions = (labels: readonly string[], prefix: string) =>
  labels.map((fullName, index) => ({ fullName, id: `${prefix}${index}` }));
const optionSource = (dataType: 'static' | 'dictionary', dictionaryType = '') => ({
  dataType,
  dictionaryType,
  propsUrl: '',
  propsName: '',
  templateJson: [],
});

/** The designer's object for one field of `kind` (reference 2.2 to 2.4). */
function fieldObject({ vModel, label, kind }: BenchField, inTable = false): Json {
  const tag = TAGS[kind];
  const jnpfKey = JNPF_KEYS[kind];
  const table = inTable ? { span: 24, columnWidth: 140 } : {};
  const base = { __vModel__: vModel, placeholder: `请输入${label}`, style: { width: '100%' }, disabled: false };
  switch (kind) {
    case 'comInput':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'blur', ...table }),
        __slot__: { prepend: '', append: '' },
        clearable: true,
        maxlength: 50,
        'show-word-limit': false,
        readonly: false,
      };
    case 'textarea':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'blur', span: 24 }),
        autosize: { minRows: 2, maxRows: 4 },
        maxlength: 500,
        'show-word-limit': true,
        readonly: false,
      };
    case 'numInput':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: ['blur', 'change'], ...table }),
        min: 0,
        step: 1,
        'step-strictly': false,
        precision: vModel === SUMMED_COLUMN ? 0 : 2,
        'controls-position': '',
        thousands: false,
        isAmountChinese: false,
      };
    case 'selectStatic':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'change', defaultValue: '', ...optionSource('static'), ...table }),
        options: staticOptions(AREAS, 'a'),
        props: { props: { label: 'fullName', value: 'id' } },
        placeholder: `请选择${label}`,
        clearable: true,
        filterable: false,
        multiple: false,
      };
    case 'selectDictionary':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'change', defaultValue: '', ...optionSource('dictionary', DICTIONARY.type) }),
        options: [],
        props: { props: { label: 'fullName', value: 'enCode' } },
        placeholder: `请选择${label}`,
        clearable: true,
        filterable: false,
        multiple: false,
      };
    case 'radio':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, {
          trigger: 'change',
          defaultValue: '',
          ...optionSource('static'),
          optionType: 'default',
          border: false,
        }),
        options: staticOptions(['已缴费', '部分缴费', '未缴费'], 'r'),
        props: { props: { label: 'fullName', value: 'id' } },
      };
    case 'checkbox':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, {
          trigger: 'change',
          defaultValue: [],
          ...optionSource('static'),
          optionType: 'default',
          border: false,
        }),
        options: staticOptions(['暖气片', '地暖', '风机盘管', '其他'], 'c'),
        props: { props: { label: 'fullName', value: 'id' } },
      };
    case 'date':
    case 'datetime':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'change', defaultValue: null }),
        placeholder: `请选择${label}`,
        type: kind,
        clearable: true,
        format: kind === 'date' ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss',
        'value-format': 'timestamp',
        readonly: false,
      };
    case 'time':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'change', defaultValue: null }),
        placeholder: `请选择${label}`,
        clearable: true,
        format: 'HH:mm:ss',
        'value-format': 'HH:mm:ss',
        'picker-options': { selectableRange: '00:00:00-23:59:59' },
      };
    case 'switch':
      return {
        __vModel__: vModel,
        __config__: config(jnpfKey, label, tag, { trigger: 'change', defaultValue: 0 }),
        disabled: false,
        activeTxt: '开',
        inactiveTxt: '关',
        'active-value': 1,
        'inactive-value': 0,
      };
    case 'userSelect':
    case 'depSelect':
    case 'posSelect':
      return {
        ...base,
        __config__: config(jnpfKey, label, tag, { trigger: 'change', defaultValue: '' }),
        placeholder: `请选择${label}`,
        multiple: false,
        clearable: true,
        selectType: 'all',
      };
  }
}

const LABELS: Record<Kind, string> = {
  comInput: '名称',
  textarea: '说明',
  numInput: '数值',
  selectStatic: '区域',
  selectDictionary: '状态',
  radio: '缴费',
  checkbox: '末端',
  date: '日期',
  datetime: '时间点',
  time: '时刻',
  switch: '启用',
  userSelect: '负责人',
  depSelect: '部门',
  posSelect: '岗位',
};

/** The 200 data fields (`f001`…`f200`), in order. */
export function benchFields(count: number): BenchField[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = BLOCK[index % BLOCK.length]!;
    const n = index + 1;
    return { vModel: `f${String(n).padStart(3, '0')}`, label: `${LABELS[kind]}${n}`, kind };
  });
}

/** The text field the keys go to: the comInput nearest the middle of the form. */
export function middleTextField(fields: readonly BenchField[]): BenchField {
  const middle = Math.floor(fields.length / 2);
  const texts = fields.filter((field) => field.kind === 'comInput');
  return texts.reduce((best, field) => (Math.abs(fields.indexOf(field) - middle) < Math.abs(fields.indexOf(best) - middle) ? field : best));
}

/** bench:engine's sub-table columns as JNPF fields (text → comInput, number → numInput, select → static). */
const tableColumns: BenchField[] = COLUMNS.map((column) => ({
  vModel: column.name,
  label: column.title,
  kind: column.type === 'number' ? 'numInput' : column.type === 'select' ? 'selectStatic' : 'comInput',
}));

function subTable(): Json {
  formId += 1;
  const children = tableColumns.map((column) => fieldObject(column, true));
  const first = children[0]!.__config__ as Json;
  first.required = true;
  return {
    __vModel__: SUB_TABLE,
    __config__: {
      jnpfKey: 'table',
      label: '明细',
      showLabel: false,
      tag: 'JNPF-InputTable',
      tagIcon: 'icon-ym icon-ym-generator-table',
      defaultValue: [],
      layout: 'rowFormItem',
      dragDisabled: false,
      visibility: ['pc', 'app'],
      showTitle: true,
      type: 'table',
      rowType: 'table',
      children,
      tableName: '',
      formId,
      renderKey: 1760000000000 + formId,
    },
    disabled: false,
    actionText: '添加明细',
    showSummary: true,
    addType: 0,
    summaryField: COLUMNS.filter((column) => column.summed).map((column) => column.name),
    thousands: false,
    defaultValue: [],
  };
}

function groupTitle(content: string): Json {
  return {
    __config__: config('groupTitle', '分组标题', 'groupTitle', { showLabel: false, span: 24 }),
    content,
    contentPosition: 'left',
  };
}

const BILL_FIELD = 'billNo';

/** `formData` (reference 2.1): a bill number, the fields under their group titles, the sub-table. */
export function benchFormData(fields: readonly BenchField[]): Json {
  formId = 100;
  const bill = {
    __vModel__: BILL_FIELD,
    __config__: config('billRule', '单号', 'el-input', { defaultValue: '', rule: 'ChargeBill', ruleName: '收费单号' }),
    style: { width: '100%' },
    readonly: true,
    placeholder: '系统自动生成',
  };
  const items: Json[] = [groupTitle('基本信息'), bill];
  fields.forEach((field, index) => {
    if (index > 0 && index % BLOCK.length === 0) items.push(groupTitle(`第${index / BLOCK.length + 1}组`));
    items.push(fieldObject(field));
  });
  items.push(groupTitle('明细'), subTable());
  return {
    formRef: 'elForm',
    formModel: 'dataForm',
    size: 'small',
    labelPosition: 'right',
    labelWidth: 110,
    formRules: 'rules',
    gutter: 15,
    disabled: false,
    span: 24,
    formBtns: false,
    idGlobal: formId,
    popupType: 'fullScreen',
    generalWidth: '600px',
    fullScreenWidth: '1200px',
    drawerWidth: '600px',
    formStyle: '',
    hasCancelBtn: true,
    cancelButtonText: '取 消',
    hasConfirmBtn: true,
    confirmButtonText: '确 定',
    hasPrintBtn: false,
    printButtonText: '打 印',
    printId: '',
    primaryKeyPolicy: 1,
    concurrencyLock: false,
    logicalDelete: false,
    fields: items,
  };
}

/** The list's columns: the bill number and the first field of each kind in the block but the textarea. */
export function listColumnFields(fields: readonly BenchField[]): BenchField[] {
  const firstOf = new Map<Kind, BenchField>();
  for (const field of fields) if (!firstOf.has(field.kind) && field.kind !== 'textarea') firstOf.set(field.kind, field);
  return [...firstOf.values()].slice(0, 11);
}

/** `columnData` (reference 3.1, 3.2): 12 columns, a fuzzy name, a status and a date range to search by. */
export function benchColumnData(formData: Json, fields: readonly BenchField[]): Json {
  const objects = new Map((formData.fields as Json[]).map((item) => [item.__vModel__ as string | undefined, item]));
  const column = (vModel: string) => {
    const item = objects.get(vModel)!;
    const cfg = item.__config__ as Json;
    return { label: cfg.label, prop: vModel, fixed: 'none', align: 'left', jnpfKey: cfg.jnpfKey, sortable: false, width: null, ...item };
  };
  const search = (vModel: string, searchType: number) => {
    const item = objects.get(vModel)!;
    const cfg = item.__config__ as Json;
    return { label: cfg.label, prop: vModel, jnpfKey: cfg.jnpfKey, value: '', searchType, searchMultiple: false, ...item };
  };
  const firstOf = (kind: Kind) => fields.find((field) => field.kind === kind)!.vModel;
  return {
    type: 1,
    defaultSidx: BILL_FIELD,
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    hasSuperQuery: true,
    childTableStyle: 1,
    showSummary: false,
    summaryField: [],
    ruleList: [],
    printIds: [],
    useColumnPermission: false,
    useFormPermission: false,
    useBtnPermission: false,
    useDataPermission: false,
    btnsList: [
      { value: 'add', icon: 'el-icon-plus', label: '新增' },
      { value: 'download', icon: 'el-icon-download', label: '导出' },
    ],
    columnBtnsList: [
      { value: 'edit', icon: 'el-icon-edit', label: '编辑' },
      { value: 'remove', icon: 'el-icon-delete', label: '删除' },
      { value: 'detail', icon: 'el-icon-tickets', label: '详情' },
    ],
    customBtnsList: [],
    columnList: [column(BILL_FIELD), ...listColumnFields(fields).map((field) => column(field.vModel))],
    searchList: [search(firstOf('comInput'), 2), search(firstOf('selectDictionary'), 1), search(firstOf('date'), 3)],
  };
}

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

/** Record `serial`'s value of one field (valid for the kind, varied by record and field). */
function valueOf(field: BenchField, index: number, serial: number, ids: SeedIds): unknown {
  const k = serial * 31 + index * 7;
  switch (field.kind) {
    case 'comInput':
      return `${field.label}-${serial}`;
    case 'textarea':
      return `第${serial}条记录的${field.label}：供暖季巡检正常。`;
    case 'numInput':
      return (k % 4000) / 4;
    case 'selectStatic':
      return `a${k % AREAS.length}`;
    case 'selectDictionary':
      return DICTIONARY.values[k % DICTIONARY.values.length];
    case 'radio':
      return `r${k % 3}`;
    case 'checkbox':
      return k % 2 === 0 ? [`c${k % 4}`] : [`c${k % 4}`, `c${(k + 1) % 4}`];
    case 'date':
      return START + (k % 365) * DAY;
    case 'datetime':
      return START + (k % 365) * DAY + (k % 86_400) * 1000;
    case 'time':
      return `${String(k % 24).padStart(2, '0')}:${String(k % 60).padStart(2, '0')}:00`;
    case 'switch':
      return k % 2;
    case 'userSelect':
      return ids.users[k % ids.users.length]!.id;
    case 'depSelect':
      return ids.departments[k % ids.departments.length]!.id;
    case 'posSelect':
      return ids.positions[k % ids.positions.length]!.id;
  }
}

/** bench:engine's sub-table rows (`tableForm`), with the select's option ids. */
export function subTableRows(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => {
    const qty = (i % 9) + 1;
    const price = 12.5 + (i % 4);
    return {
      name: `换热站${i + 1}`,
      code: `HS-${String(i + 1).padStart(4, '0')}`,
      area: `a${i % AREAS.length}`,
      qty,
      price,
      amount: qty * price,
      unit: '台',
      remark: '',
    };
  });
}

/** A record as the form sends it (the bill number comes from the server). */
export function benchRecord(fields: readonly BenchField[], serial: number, rows: number, ids: SeedIds): Json {
  const data: Json = Object.fromEntries(fields.map((field, index) => [field.vModel, valueOf(field, index, serial, ids)]));
  data[SUB_TABLE] = subTableRows(rows);
  return data;
}

/** The display text a list row shows for a record's user and department fields (the names, once looked up). */
export function lookedUpNames(fields: readonly BenchField[], serial: number, ids: SeedIds): string[] {
  const shown = listColumnFields(fields);
  return shown
    .filter((field) => field.kind === 'userSelect' || field.kind === 'depSelect' || field.kind === 'posSelect')
    .map((field) => {
      const value = valueOf(field, fields.indexOf(field), serial, ids);
      const list = field.kind === 'userSelect' ? ids.users : field.kind === 'depSelect' ? ids.departments : ids.positions;
      return list.find((item) => item.id === value)!.name;
    });
}
