/**
 * The demo portal and report (issue 16, docs/portal.md): the interfaces their cards and table read
 * (platform figures, stations by district, heat customers by district from the records of 热用户档案),
 * 调度门户 (`portal-dispatch`, shown by the type-8 menu of that moduleId) and 供热量统计报表
 * (`rpt-heat-consumption`, the type-5 menu's). Seeded once; a database seeded before portals existed gets
 * them while it has none.
 */
import type { DataInterfaceParameter } from '../../api/data-interface';
import type { PortalCard, PortalLayout } from '../../schemas/portal-layout';
import type { ReportConfig } from '../../schemas/report-config';
import type { Queryable } from '../db/database';
import { seedId } from '../db/ids';
import { heatCustomerDefinition } from './visual-dev-definitions';

const interfaceId = (enCode: string) => seedId('data_interface', enCode);
const customers = `r.model_id = '${heatCustomerDefinition.id}'`;

interface PortalInterface {
  enCode: string;
  fullName: string;
  query: string;
  parameters: DataInterfaceParameter[];
  description: string;
}

export const portalInterfaces: PortalInterface[] = [
  {
    enCode: 'platformFigures',
    fullName: '平台概况',
    query: `select (select count(*) from users where delete_mark is null and enabled_mark = 1)::int as "users",
       (select count(*) from organize where category = 'department' and enabled_mark = 1)::int as "departments",
       (select count(*) from online_record r where ${customers})::int as "customers",
       (select coalesce(round(sum((r.data->>'heatingArea')::numeric) / 10000, 2), 0) from online_record r where ${customers})::float8 as "heatingArea"`,
    parameters: [],
    description: '启用的用户数、部门数，热用户档案的户数和供热面积（万平方米）',
  },
  {
    enCode: 'stationsByDistrict',
    fullName: '各片区换热站数',
    query: `select d.full_name as "district", count(s.id)::int as "stations"
  from dictionary_data d
  join dictionary_type t on t.id = d.dictionary_type_id
  left join dictionary_data s on s.parent_id = d.id and s.enabled_mark = 1
 where t.en_code = 'heatingDistrict' and d.parent_id = '0' and d.enabled_mark = 1
 group by d.id, d.full_name, d.sort_code
 order by d.sort_code, d.full_name`,
    parameters: [],
    description: '供热片区字典中每个片区的换热站数',
  },
  {
    enCode: 'heatCustomersByDistrict',
    fullName: '各区热用户供热统计',
    query: `select coalesce(a.full_name, '未填写') as "district",
       count(*)::int as "customers",
       count(*) filter (where r.data->>'heatState' = 'heating')::int as "heating",
       round(coalesce(sum((r.data->>'heatingArea')::numeric), 0), 2)::float8 as "heatingArea",
       round(coalesce(sum((select sum((p->>'amount')::numeric) from jsonb_array_elements(
         case when jsonb_typeof(r.data->'payments') = 'array' then r.data->'payments' else '[]'::jsonb end) p)), 0), 2)::float8 as "paid"
  from online_record r
  left join area a on a.id = r.data->'address'->>2
 where ${customers}
   and (@tariff = '' or r.data->>'tariff' = @tariff)
   and (@heatState = '' or r.data->>'heatState' = @heatState)
 group by a.full_name
 order by a.full_name`,
    parameters: [
      { field: 'tariff', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '收费类型' },
      { field: 'heatState', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '供热状态' },
    ],
    description: '热用户档案按所在区统计户数、供热户数、供热面积和已缴金额，可按收费类型和供热状态筛选',
  },
];

const card = (place: Pick<PortalCard, 'i' | 'x' | 'y' | 'w' | 'h'>, rest: Omit<PortalCard, 'i' | 'x' | 'y' | 'w' | 'h'>): PortalCard => ({
  ...place,
  ...rest,
});

const figures = interfaceId('platformFigures');

export const dispatchPortalLayout: PortalLayout = {
  cards: [
    card({ i: 'users', x: 0, y: 0, w: 3, h: 2 }, { kind: 'count', title: '平台用户', interfaceId: figures, field: 'users', unit: '人' }),
    card(
      { i: 'departments', x: 3, y: 0, w: 3, h: 2 },
      { kind: 'count', title: '部门', interfaceId: figures, field: 'departments', unit: '个' },
    ),
    card(
      { i: 'customers', x: 6, y: 0, w: 3, h: 2 },
      { kind: 'count', title: '热用户', interfaceId: figures, field: 'customers', unit: '户' },
    ),
    card(
      { i: 'area', x: 9, y: 0, w: 3, h: 2 },
      { kind: 'count', title: '供热面积', interfaceId: figures, field: 'heatingArea', unit: '万㎡' },
    ),
    card(
      { i: 'stations', x: 0, y: 2, w: 8, h: 4 },
      {
        kind: 'chart',
        title: '各片区换热站',
        interfaceId: interfaceId('stationsByDistrict'),
        chartType: 'bar',
        category: 'district',
        series: [{ field: 'stations', label: '换热站' }],
      },
    ),
    card(
      { i: 'shortcuts', x: 8, y: 2, w: 4, h: 4 },
      {
        kind: 'shortcuts',
        title: '快捷入口',
        menus: ['heatingBiz.customer', 'heatingBiz.station', 'analysis.heatReport', 'extend.schedule', 'subdev.appWorkorder'],
      },
    ),
    card(
      { i: 'tariffs', x: 0, y: 6, w: 4, h: 4 },
      {
        kind: 'chart',
        title: '热价类型',
        interfaceId: interfaceId('tariffTypes'),
        chartType: 'pie',
        category: 'fullName',
        series: [{ field: 'price', label: '单价' }],
      },
    ),
    card(
      { i: 'departmentList', x: 4, y: 6, w: 4, h: 4 },
      {
        kind: 'list',
        title: '部门列表',
        interfaceId: interfaceId('departments'),
        paramList: [{ field: 'keyword', defaultValue: '' }],
        columns: [
          { field: 'fullName', label: '部门' },
          { field: 'parentName', label: '上级' },
        ],
        limit: 8,
      },
    ),
    card({ i: 'calendar', x: 8, y: 6, w: 4, h: 4 }, { kind: 'calendar', title: '日历' }),
    card(
      { i: 'notice', x: 0, y: 10, w: 12, h: 1 },
      { kind: 'text', title: '值班提示', content: '供暖期 24 小时值班：调度中心热线 0311-12345，抢修突击队随时待命。' },
    ),
  ],
};

export const heatReportConfig: ReportConfig = {
  columns: [
    { field: 'district', label: '所在区', total: 'count' },
    { field: 'customers', label: '户数', total: 'sum' },
    { field: 'heating', label: '供热户数', total: 'sum' },
    { field: 'heatingArea', label: '供热面积（㎡）', total: 'sum', decimals: 2 },
    { field: 'paid', label: '已缴金额（元）', total: 'sum', decimals: 2 },
  ],
  chart: { type: 'bar', category: 'district', values: ['customers', 'heating'] },
  filters: [
    {
      field: 'tariff',
      label: '收费类型',
      options: [
        { value: 'residential', label: '居民' },
        { value: 'nonResidential', label: '非居民' },
        { value: 'lowIncome', label: '低保户' },
        { value: 'metered', label: '按热计量' },
      ],
    },
    {
      field: 'heatState',
      label: '供热状态',
      options: [
        { value: 'heating', label: '正常供热' },
        { value: 'stopped', label: '停热' },
        { value: 'suspended', label: '报停' },
      ],
    },
  ],
};

export async function seedPortals(tx: Queryable): Promise<void> {
  const offset = (await tx.query<{ n: number }>('select count(*)::int as n from data_interface'))[0]?.n ?? 0;
  for (const [index, item] of portalInterfaces.entries()) {
    await tx.query(
      `insert into data_interface (id, full_name, en_code, category, data_type, request_method, query, request_parameters, description, sort_code)
       values ($1, $2, $3, '门户与报表', 1, 'GET', $4, $5, $6, $7) on conflict do nothing`,
      [interfaceId(item.enCode), item.fullName, item.enCode, item.query, JSON.stringify(item.parameters), item.description, offset + index],
    );
  }
  await tx.query(
    `insert into portal (id, full_name, en_code, category, form_data, description, sort_code) values ($1, '调度门户', 'portal-dispatch', '运行分析', $2, $3, 0)
     on conflict do nothing`,
    [
      seedId('portal', 'portal-dispatch'),
      JSON.stringify(dispatchPortalLayout),
      '调度中心的首页：平台概况、各片区换热站、快捷入口、部门、热价和日历',
    ],
  );
  await tx.query(
    `insert into data_report (id, full_name, en_code, category, interface_id, report_config, description, sort_code)
     values ($1, '供热量统计报表', 'rpt-heat-consumption', '运行分析', $2, $3, $4, 0) on conflict do nothing`,
    [
      seedId('data_report', 'rpt-heat-consumption'),
      interfaceId('heatCustomersByDistrict'),
      JSON.stringify(heatReportConfig),
      '热用户档案按所在区汇总户数、供热面积和已缴金额',
    ],
  );
}
