/**
 * The dictionaries the platform needs and a few demo serial-number rules. Pure data plus the writer.
 * Category codes are the ones screens and generated forms name (`businessType` feeds the bill-rule
 * category tree; `sex` the gender fields, whose stored values are the entry codes '1' and '2';
 * `PositionType` and `groupType` the seeded positions' and groups' types; `heatingDistrict` the
 * type-4 menu of the heating business).
 */
import type { BillDateFormat } from '../../api/bill-rule';
import { billRuleExample } from '../../api/bill-rule';
import type { Queryable } from '../db/database';
import { seedId } from '../db/ids';

interface SeedEntry {
  enCode: string;
  fullName: string;
  children?: SeedEntry[];
}

interface SeedCategory {
  enCode: string;
  fullName: string;
  isTree?: 1;
  description?: string;
  entries?: SeedEntry[];
  children?: SeedCategory[];
}

const flat = (...pairs: [enCode: string, fullName: string][]): SeedEntry[] => pairs.map(([enCode, fullName]) => ({ enCode, fullName }));

export const seedDictionaries: SeedCategory[] = [
  {
    enCode: 'sysCategory',
    fullName: '系统字典',
    description: '平台各模块共用的基础字典',
    children: [
      { enCode: 'sex', fullName: '性别', entries: flat(['1', '男'], ['2', '女']) },
      {
        enCode: 'Nation',
        fullName: '民族',
        entries: flat(['han', '汉族'], ['hui', '回族'], ['man', '满族'], ['mongol', '蒙古族'], ['zhuang', '壮族'], ['other', '其他']),
      },
      {
        enCode: 'certificateType',
        fullName: '证件类型',
        entries: flat(['idCard', '居民身份证'], ['passport', '护照'], ['officer', '军官证'], ['hkMacau', '港澳通行证']),
      },
      {
        enCode: 'Education',
        fullName: '学历',
        entries: flat(
          ['doctor', '博士'],
          ['master', '硕士'],
          ['bachelor', '本科'],
          ['college', '大专'],
          ['highSchool', '高中'],
          ['other', '其他'],
        ),
      },
      {
        enCode: 'PositionType',
        fullName: '岗位类型',
        entries: flat(
          ['management', '管理岗'],
          ['office', '行政岗'],
          ['operation', '运行岗'],
          ['technical', '技术岗'],
          ['service', '服务岗'],
        ),
      },
      { enCode: 'RoleType', fullName: '角色类型', entries: flat(['user', '业务角色'], ['system', '系统角色']) },
      { enCode: 'groupType', fullName: '分组类型', entries: flat(['work', '工作组'], ['inspection', '督查组'], ['committee', '委员会']) },
      {
        enCode: 'businessType',
        fullName: '业务分类',
        description: '单据规则的业务分类',
        entries: flat(
          ['workOrder', '工单业务'],
          ['customerService', '客户服务'],
          ['charge', '收费业务'],
          ['equipment', '设备管理'],
          ['general', '通用'],
        ),
      },
    ],
  },
  {
    enCode: 'heatingCategory',
    fullName: '供热业务',
    description: '供热业务的专用字典',
    children: [
      {
        enCode: 'heatingDistrict',
        fullName: '供热片区',
        isTree: 1,
        entries: [
          {
            enCode: 'east',
            fullName: '城东片区',
            children: flat(['east01', '东一换热站'], ['east02', '东二换热站'], ['east03', '东三换热站']),
          },
          { enCode: 'west', fullName: '城西片区', children: flat(['west01', '西一换热站'], ['west02', '西二换热站']) },
          { enCode: 'north', fullName: '城北片区', children: flat(['north01', '北一换热站']) },
        ],
      },
      { enCode: 'runState', fullName: '运行状态', entries: flat(['heating', '正常供热'], ['stopped', '停热'], ['suspended', '报停']) },
      {
        enCode: 'repairType',
        fullName: '报修类型',
        entries: flat(
          ['lowTemperature', '室温不达标'],
          ['leak', '漏水'],
          ['pipeBurst', '管道破裂'],
          ['valve', '阀门故障'],
          ['other', '其他'],
        ),
      },
    ],
  },
];

interface SeedBillRule {
  enCode: string;
  fullName: string;
  category: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digit: number;
  startNumber: string;
  description: string;
}

export const seedBillRules: SeedBillRule[] = [
  {
    enCode: 'WorkOrder',
    fullName: '工单编号',
    category: 'workOrder',
    prefix: 'GD',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '0001',
    description: '热线与报修工单的编号，每天从0001开始',
  },
  {
    enCode: 'RepairOrder',
    fullName: '维修单号',
    category: 'workOrder',
    prefix: 'WX',
    dateFormat: 'yyyyMM',
    digit: 5,
    startNumber: '00001',
    description: '每月从00001开始',
  },
  {
    enCode: 'ChargeBill',
    fullName: '收费单号',
    category: 'charge',
    prefix: 'SF',
    dateFormat: 'yyyy',
    digit: 6,
    startNumber: '000001',
    description: '每年从000001开始',
  },
  {
    enCode: 'EquipmentCode',
    fullName: '设备编码',
    category: 'equipment',
    prefix: 'SB',
    dateFormat: 'no',
    digit: 6,
    startNumber: '100001',
    description: '不按日期重新计数',
  },
];

const typeId = (enCode: string) => seedId('dictionaryType', enCode);
const entryId = (type: string, enCode: string) => seedId('dictionaryData', `${type}:${enCode}`);

/** Writes the seed dictionaries and bill rules; rows already there (same seeded ids) are left alone. */
export async function seedReferenceData(tx: Queryable): Promise<void> {
  const writeEntries = async (type: string, entries: SeedEntry[], parentId: string) => {
    for (const [index, entry] of entries.entries()) {
      const id = entryId(type, entry.enCode);
      await tx.query(
        `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code) values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [id, typeId(type), parentId, entry.fullName, entry.enCode, index],
      );
      if (entry.children) await writeEntries(type, entry.children, id);
    }
  };
  const writeCategories = async (categories: SeedCategory[], parentId: string) => {
    for (const [index, category] of categories.entries()) {
      await tx.query(
        `insert into dictionary_type (id, parent_id, full_name, en_code, is_tree, description, sort_code) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [typeId(category.enCode), parentId, category.fullName, category.enCode, category.isTree ?? 0, category.description ?? null, index],
      );
      if (category.entries) await writeEntries(category.enCode, category.entries, '0');
      if (category.children) await writeCategories(category.children, typeId(category.enCode));
    }
  };
  await writeCategories(seedDictionaries, '-1');

  for (const [index, rule] of seedBillRules.entries()) {
    await tx.query(
      `insert into bill_rule (id, full_name, en_code, category, prefix, date_format, digit, start_number, example, description, sort_code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [
        seedId('billRule', rule.enCode),
        rule.fullName,
        rule.enCode,
        entryId('businessType', rule.category),
        rule.prefix,
        rule.dateFormat,
        rule.digit,
        rule.startNumber,
        billRuleExample(rule),
        rule.description,
        index,
      ],
    );
  }
}
