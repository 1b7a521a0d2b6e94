/**
 * Demo data interfaces of the heating business (docs/data-interfaces.md): the heat-exchange stations of
 * the 供热片区 dictionary by district (SQL with a parameter), the departments by keyword (SQL over the
 * organisation), and the tariff types (static JSON). Seeded once; a database seeded before interfaces
 * existed gets them while it has none.
 */
import type { DataInterfaceParameter, DataInterfaceType } from '../../api/data-interface';
import type { Queryable } from '../db/database';
import { seedId } from '../db/ids';

interface SeedInterface {
  enCode: string;
  fullName: string;
  category: string;
  dataType: DataInterfaceType;
  query: string;
  parameters: DataInterfaceParameter[];
  description: string;
}

export const seedDataInterfaces: SeedInterface[] = [
  {
    enCode: 'heatStations',
    fullName: '换热站列表',
    category: '供热业务',
    dataType: 1,
    query: `select s.en_code as "id", s.full_name as "fullName", d.en_code as "districtCode", d.full_name as "district"
  from dictionary_data s
  join dictionary_data d on d.id = s.parent_id
  join dictionary_type t on t.id = s.dictionary_type_id
 where t.en_code = 'heatingDistrict' and s.enabled_mark = 1
   and (@district = '' or d.en_code = @district)
 order by d.sort_code, s.sort_code, s.en_code`,
    parameters: [
      { field: 'district', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '片区编码（east、west、north；空为全部）' },
    ],
    description: '供热片区字典下的换热站，可按片区筛选；选项的值为换热站编码',
  },
  {
    enCode: 'departments',
    fullName: '部门列表',
    category: '组织机构',
    dataType: 1,
    query: `select o.id, o.full_name as "fullName", o.en_code as "enCode", coalesce(p.full_name, '') as "parentName"
  from organize o
  left join organize p on p.id = o.parent_id
 where o.category = 'department' and o.enabled_mark = 1
   and (@keyword = '' or o.full_name like '%' || @keyword || '%')
 order by o.sort_code, o.full_name`,
    parameters: [{ field: 'keyword', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '部门名称中的文字' }],
    description: '启用的部门及其上级，可按名称查找',
  },
  {
    enCode: 'tariffTypes',
    fullName: '热价类型',
    category: '供热业务',
    dataType: 2,
    query: JSON.stringify(
      [
        { id: 'residential', fullName: '居民供热', price: 24.5, unit: '元/平方米·采暖季' },
        { id: 'commercial', fullName: '非居民供热', price: 32, unit: '元/平方米·采暖季' },
        { id: 'public', fullName: '公建供热', price: 28, unit: '元/平方米·采暖季' },
        { id: 'metered', fullName: '计量收费', price: 0.32, unit: '元/千瓦时' },
      ],
      null,
      2,
    ),
    parameters: [],
    description: '收费用的热价类型（静态数据）',
  },
];

export async function seedDemoDataInterfaces(tx: Queryable): Promise<void> {
  for (const [index, item] of seedDataInterfaces.entries()) {
    await tx.query(
      `insert into data_interface (id, full_name, en_code, category, data_type, request_method, query, request_parameters, description, sort_code)
       values ($1, $2, $3, $4, $5, 'GET', $6, $7, $8, $9) on conflict do nothing`,
      [
        seedId('data_interface', item.enCode),
        item.fullName,
        item.enCode,
        item.category,
        item.dataType,
        item.query,
        JSON.stringify(item.parameters),
        item.description,
        index,
      ],
    );
  }
}
