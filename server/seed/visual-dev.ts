/**
 * Seeds visual development: the category dictionary webDesign and the tariff dictionary the demo forms
 * use, and the two demo definitions, released to the seeded menus 热用户档案 and 换热站台账 (the release
 * makes their property name the definition). Rows already there are left alone.
 */
import { visualDevCategoryDictionary } from '../../api/visual-dev';
import { queryOne, type Queryable } from '../db/database';
import { seedId } from '../db/ids';
import { ensureReleasedIndexes } from '../online/release-indexes';
import { releaseDefinition } from '../visual-dev/release';
import { seedDemoRecords } from './demo-records';
import { seedDefinitions } from './visual-dev-definitions';

const typeId = (enCode: string) => seedId('dictionaryType', enCode);
const entryId = (type: string, enCode: string) => seedId('dictionaryData', `${type}:${enCode}`);

const dictionaries = [
  {
    enCode: visualDevCategoryDictionary,
    fullName: '功能分类',
    parent: 'sysCategory',
    description: '功能设计（在线开发）的分类',
    entries: [
      ['heatingBusiness', '供热业务'],
      ['customerService', '客户服务'],
      ['equipment', '设备管理'],
      ['office', '协同办公'],
      ['general', '通用'],
    ],
  },
  {
    enCode: 'heatTariff',
    fullName: '供热价格',
    parent: 'heatingCategory',
    description: '热用户的价格类别（元/㎡·采暖季）',
    entries: [
      ['residential', '居民 22元/㎡'],
      ['nonResidential', '非居民 33元/㎡'],
      ['lowIncome', '低保户 11元/㎡'],
      ['metered', '按热计量'],
    ],
  },
] as const;

async function seedDictionaries(tx: Queryable): Promise<void> {
  for (const [index, dictionary] of dictionaries.entries()) {
    await tx.query(
      `insert into dictionary_type (id, parent_id, full_name, en_code, is_tree, description, sort_code) values ($1, $2, $3, $4, 0, $5, $6) on conflict do nothing`,
      [typeId(dictionary.enCode), typeId(dictionary.parent), dictionary.fullName, dictionary.enCode, dictionary.description, 100 + index],
    );
    for (const [entryIndex, [enCode, fullName]] of dictionary.entries.entries()) {
      await tx.query(
        `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code) values ($1, $2, '0', $3, $4, $5) on conflict do nothing`,
        [entryId(dictionary.enCode, enCode), typeId(dictionary.enCode), fullName, enCode, entryIndex],
      );
    }
  }
}

/** `demoRecords`: also the demo records of the two forms (server/seed/demo-records.ts). */
export async function seedVisualDev(tx: Queryable, demoRecords = true): Promise<void> {
  await seedDictionaries(tx);
  const adminId = seedId('user', 'admin');
  for (const [index, { id, menu, definition }] of seedDefinitions.entries()) {
    const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
    await tx.query(
      `insert into visual_dev (id, full_name, en_code, category, web_type, form_data, column_data, app_column_data, tables_data,
                               description, sort_code, creator_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing`,
      [
        id,
        definition.fullName,
        definition.enCode,
        definition.category,
        definition.webType,
        json(definition.formData),
        json(definition.columnData),
        json(definition.appColumnData),
        json(definition.tablesData ?? []),
        definition.description ?? null,
        definition.sortCode ?? index,
        adminId,
      ],
    );
    const place = await queryOne<{ parentId: string; fullName: string; icon: string }>(
      tx,
      'select parent_id as "parentId", full_name as "fullName", icon from module where id = $1',
      [seedId('module', menu)],
    );
    if (!place) continue;
    // A database seeded before visual development: its menu named a placeholder.
    await tx.query(`update module set property_json = property_json || jsonb_build_object('moduleId', $2::text) where id = $1`, [
      seedId('module', menu),
      id,
    ]);
    await releaseDefinition(tx, id, { pcModuleParentId: place.parentId, fullName: place.fullName, icon: place.icon }, adminId);
    await ensureReleasedIndexes(tx, id);
  }
  if (demoRecords) await seedDemoRecords(tx);
}
