/**
 * The generated form `bench:online` measures (issue 15, "Scale"): 20 fields in the JNPF format — a bill
 * number, texts, numbers, a date, options, a switch and a sub-table — its list configuration (a fuzzy
 * search on the name, an equality on the district, a range on the area, sorted by the start date), and
 * the SQL that writes its records in bulk. One district holds a tenth of the records, so the export of
 * one district is 100,000 rows out of 1,000,000.
 */
export const benchForm = { fullName: '压测表单', enCode: 'benchOnline' };

/** Districts d0..d9; the records cycle through them. */
export const districtCount = 10;
export const subTableRows = 20;

type Field = Record<string, unknown>;

const field = (vModel: string, jnpfKey: string, label: string, extra: Field = {}, config: Field = {}): Field => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label, showLabel: true, span: 12, visibility: ['pc', 'app'], required: false, regList: [], ...config },
  ...extra,
});

const options = (prefix: string, count: number, name: string) => ({
  __slot__: { options: Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, fullName: `${name}${index}` })) },
});
const staticOptions = { dataType: 'static', dictionaryType: '', propsUrl: '', templateJson: [] };

const items = field(
  'items',
  'table',
  '明细',
  {},
  {
    layout: 'rowFormItem',
    children: [
      field('itemName', 'input', '项目', {}, { required: true }),
      field('quantity', 'inputNumber', '数量', { precision: 0 }),
      field('amount', 'inputNumber', '金额', { precision: 2 }),
    ],
  },
);

export const benchFields: Field[] = [
  field('code', 'billRule', '编号', { readonly: true }, { rule: 'ChargeBill', ruleName: '收费单号' }),
  field('name', 'input', '名称', { maxlength: 50 }, { required: true }),
  field('phone', 'input', '电话', { maxlength: 20 }),
  field('district', 'select', '片区', options('d', districtCount, '片区'), staticOptions),
  field('area', 'inputNumber', '面积', { precision: 2, min: 0 }),
  field('price', 'inputNumber', '单价', { precision: 2, min: 0 }),
  field('startDate', 'datePicker', '开始日期', { format: 'yyyy-MM-dd', type: 'date' }),
  field('state', 'radio', '状态', options('s', 4, '状态'), staticOptions),
  field('active', 'switch', '启用', { activeTxt: '开', inactiveTxt: '关' }),
  field('remark', 'textarea', '备注', { maxlength: 500 }),
  ...Array.from({ length: 8 }, (_, index) => field(`text${index + 1}`, 'input', `文本${index + 1}`, { maxlength: 50 })),
  field('meter', 'inputNumber', '读数', { precision: 0 }),
  items,
];

const searchItem = (prop: string, searchType: number) => ({ ...benchFields.find((item) => item.__vModel__ === prop), prop, searchType });
const column = (item: Field) => ({ ...item, label: (item.__config__ as Field).label, prop: item.__vModel__, align: 'left' });

export const benchFormData = { popupType: 'general', generalWidth: '800px', fields: benchFields };
export const benchColumnData = {
  type: 1,
  hasPage: true,
  pageSize: 20,
  defaultSidx: 'startDate',
  sort: 'desc',
  columnList: benchFields.filter((item) => item.__vModel__ !== 'items').map(column),
  searchList: [searchItem('name', 2), searchItem('district', 1), searchItem('area', 3)],
  btnsList: [{ value: 'add' }, { value: 'download' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'remove' }],
};

/** The measured list query: a name keyword, one district, an area range, newest start first. */
export const benchListBody = (menuId: string) => ({
  currentPage: 1,
  pageSize: 20,
  sidx: 'startDate',
  sort: 'desc',
  menuId,
  queryJson: JSON.stringify({ name: '88', district: 'd3', area: [50, 150] }),
});

/** A new record as the form sends it: the sub-table with 20 rows (the bill number comes from the server). */
export function benchRecord(serial: number): Record<string, unknown> {
  return {
    name: `新用户${serial}`,
    phone: '13800000000',
    district: `d${serial % districtCount}`,
    area: 100.5,
    price: 25,
    startDate: Date.UTC(2026, 0, 1),
    state: 's1',
    active: 1,
    remark: '压测',
    ...Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`text${index + 1}`, `文本${index + 1}`])),
    meter: 1234,
    items: Array.from({ length: subTableRows }, (_, index) => ({ itemName: `项目${index + 1}`, quantity: index + 1, amount: 10.5 })),
  };
}

/**
 * Inserts `count` records of the model in one statement: names `用户<n>`, districts in turn, areas
 * 20..239, start dates over three years, two sub-table rows each; created by `userId` at spread times.
 */
export const bulkRecordsSql = `
  insert into online_record (id, model_id, data, organize_ids, creator_user_id, creator_time)
  select 'br' || n, $1,
         jsonb_build_object(
           'code', 'SF' || lpad(n::text, 9, '0'),
           'name', '用户' || n,
           'phone', '138' || lpad((n % 100000000)::text, 8, '0'),
           'district', 'd' || (n % ${districtCount}),
           'area', 20 + (n * 7919) % 220,
           'price', 20 + n % 10,
           'startDate', 1672531200000::bigint + ((n * 104729) % 1095)::bigint * 86400000,
           'state', 's' || (n % 4),
           'active', n % 2,
           'remark', '备注' || (n % 1000),
           'text1', 'a' || n, 'text2', 'b' || n, 'text3', 'c' || n, 'text4', 'd' || n,
           'text5', 'e' || n, 'text6', 'f' || n, 'text7', 'g' || n, 'text8', 'h' || n,
           'meter', n % 100000,
           'items', jsonb_build_array(
             jsonb_build_object('itemName', '热费', 'quantity', 1, 'amount', 20 + n % 10),
             jsonb_build_object('itemName', '服务费', 'quantity', 2, 'amount', 5))
         ),
         '{}', $2, now() - (n || ' seconds')::interval
    from generate_series(1::bigint, $3::bigint) n`;
