/**
 * The demo records of the two seeded generated forms (issue 15 "Seed"): 5,000 heat customers of
 * 热用户档案 and 300 heat-exchange stations of 换热站台账, made up but plausible (names, phones,
 * addresses in the districts of 石家庄市, areas, tariffs, payments, equipment), the same on every
 * machine (a seeded pseudo-random sequence). Customer numbers are taken from the 收费单号 bill rule in
 * one step, so the next customer added gets the number after them. Written in batches by `unnest`, so
 * that seeding stays quick; they have no change history (they were never changed).
 */
import type { Queryable } from '../db/database';
import { seedId } from '../db/ids';
import { fieldsByKey, recordFields } from '../../schemas/online/record-fields';
import { nextBillNumbersIn } from '../bill-rules/numbering';
import { optionsOf } from '../online/option-labels';
import { heatCustomerDefinition, heatStationDefinition, type SeedDefinition } from './visual-dev-definitions';

export const demoCustomerCount = 5000;
export const demoStationCount = 300;
const batchRows = 1000;
const day = 86_400_000;

type Row = Record<string, unknown>;

/** mulberry32: a small seeded generator, the same numbers on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    round: (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places,
  };
}
type Random = ReturnType<typeof randomFrom>;

const surnames = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎';
const givenNames = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国建华志强海燕玉兰淑珍丹丹晓东春梅红梅';
const estates = [
  '幸福小区',
  '和平家园',
  '建设新村',
  '长安花园',
  '阳光嘉园',
  '翠湖苑',
  '裕华名都',
  '世纪城',
  '东方明珠',
  '滨河湾',
  '润德府',
  '丽景园',
];
const streets = ['中山路', '建设大街', '和平路', '裕华路', '胜利大街', '体育大街', '槐安路', '友谊大街', '北二环', '东岗路'];

const given = (random: Random) => {
  const chars = [...givenNames];
  return random.next() < 0.4 ? random.pick(chars) : random.pick(chars) + random.pick(chars);
};

/** The options of a field of the definition (a sub-table column as `table-column`), as the runtime reads them. */
function optionsOfField(definition: SeedDefinition, key: string): { value: string; label: string }[] {
  const field = fieldsByKey(recordFields(definition.definition.formData)).get(key);
  const options = field ? optionsOf(field).options : [];
  if (!options.length) throw new Error(`the demo definition has no options for ${key}`);
  return options.map((option) => ({ value: String(option.value), label: option.label }));
}
const optionValues = (definition: SeedDefinition, key: string) => optionsOfField(definition, key).map((option) => option.value);

const phone = (random: Random) =>
  `1${random.pick(['35', '38', '39', '50', '58', '86', '87', '88'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** A heating season as JNPF's demo writes it (`2024-2025`) with a payment date inside it. */
function season(random: Random, endYear: number) {
  const year = endYear - random.int(1, 3);
  return { name: `${year}-${year + 1}`, paid: new Date(year, 9, random.int(15, 31)).getTime() + random.int(0, 40) * day };
}

const tariffPrice: Record<string, number> = { residential: 22, nonResidential: 33, lowIncome: 11, metered: 18 };

function customers(now: Date, numbers: string[], districts: string[][]): Row[] {
  const random = randomFrom(20_261_125);
  const stations = optionValues(heatCustomerDefinition, 'stationName');
  const chargeStates = optionValues(heatCustomerDefinition, 'chargeState');
  const payMethods = optionValues(heatCustomerDefinition, 'payments-payMethod');
  const tariffs = Object.keys(tariffPrice);
  return numbers.map((customerNo, index) => {
    const heatingArea = random.round(random.int(45, 180) + random.next(), 2);
    const tariff = random.next() < 0.8 ? 'residential' : random.pick(tariffs);
    const chargeState = random.next() < 0.7 ? chargeStates[0]! : random.pick(chargeStates);
    const payments = Array.from({ length: random.int(0, 3) }, (_, at) => {
      const paid = season(random, now.getFullYear() - at);
      return {
        season: paid.name,
        payDate: paid.paid,
        amount: random.round(heatingArea * (tariffPrice[tariff] ?? 22), 2),
        payMethod: random.pick(payMethods),
        receiptNo: `SJ${String(index * 3 + at + 1).padStart(8, '0')}`,
      };
    });
    return {
      customerNo,
      customerName: random.pick([...surnames]) + given(random),
      mobilePhone: phone(random),
      address: random.pick(districts),
      detailAddress: `${random.pick(estates)}${random.int(1, 30)}号楼${random.int(1, 6)}单元${random.int(1, 18)}0${random.int(1, 4)}`,
      heatingArea,
      meterNo: random.next() < 0.6 ? `RL${String(random.int(0, 99_999_999)).padStart(8, '0')}` : '',
      stationName: random.pick(stations),
      tariff,
      heatState: random.next() < 0.92 ? 'heating' : random.pick(['stopped', 'suspended']),
      chargeState,
      contractFile: [],
      payments,
      remark: random.next() < 0.05 ? '用户申请报停，待上门核实' : '',
    };
  });
}

function stations(now: Date, districts: string[][], managers: string[], departments: string[]): Row[] {
  const random = randomFrom(300_001);
  const regions = optionValues(heatStationDefinition, 'district');
  const equipTypes = optionsOfField(heatStationDefinition, 'equipment-equipType');
  return Array.from({ length: demoStationCount }, (_, index) => {
    const region = regions[index % regions.length]!;
    const street = random.pick(streets);
    const equipment = Array.from({ length: random.int(2, 6) }, (_, at) => {
      const type = equipTypes[at % equipTypes.length]!;
      return {
        equipName: `${type.label}${at + 1}#`,
        equipType: type.value,
        model: `${random.pick(['KQL', 'ISG', 'BR', 'ZDLP', 'RC'])}${random.int(50, 300)}-${random.int(10, 99)}`,
        quantity: random.int(1, 3),
        installDate: now.getTime() - random.int(200, 3000) * day,
      };
    });
    const supplyTemp = random.round(random.int(55, 75) + random.next(), 1);
    return {
      stationCode: `HS${String(index + 1).padStart(4, '0')}`,
      stationName: `${street}${['一', '二', '三', '四', '五', '六', '七', '八', '九'][index % 9]}号换热站`,
      district: region,
      runState: random.next() < 0.9 ? 'heating' : random.pick(['stopped', 'suspended']),
      designLoad: random.int(8, 120) * 100,
      supplyTemp,
      returnTemp: random.round(supplyTemp - random.int(8, 20) - random.next(), 1),
      commissionDate: now.getTime() - random.int(365, 7300) * day,
      manager: random.pick(managers),
      department: random.pick(departments),
      stationArea: random.pick(districts),
      location: `${street}${random.int(1, 399)}号院内`,
      longitude: random.round(114.4 + random.next() * 0.25, 6),
      latitude: random.round(37.95 + random.next() * 0.2, 6),
      equipment,
      remark: '',
    };
  });
}

/** Writes the records of one form in batches; creation times spread over the past year, newest first in the list. */
async function insertRecords(tx: Queryable, modelId: string, kind: string, rows: Row[], creator: string, organizeIds: string[], now: Date) {
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows);
    const ids = batch.map((_, at) => seedId('onlineRecord', `${kind}:${start + at + 1}`));
    const times = batch.map((_, at) => new Date(now.getTime() - (rows.length - start - at) * 90 * 60_000));
    await tx.query(
      `insert into online_record (id, model_id, data, organize_ids, creator_user_id, creator_time)
       select id, $1, data, $2::text[], $3, created from unnest($4::text[], $5::jsonb[], $6::timestamptz[]) as r(id, data, created)
       on conflict (id) do nothing`,
      [modelId, organizeIds, creator, ids, batch.map((row) => JSON.stringify(row)), times],
    );
  }
}

/** The area paths of the districts of 石家庄市 (ids from the province down), as the address field stores them. */
async function districtPaths(tx: Queryable): Promise<string[][]> {
  const rows = await tx.query<{ id: string; city: string; province: string }>(
    `select d.id, c.id as city, c.parent_id as province from area d join area c on c.id = d.parent_id
      where c.full_name = '石家庄市' order by d.en_code`,
  );
  if (!rows.length) throw new Error('the areas of 石家庄市 are not seeded');
  return rows.map((row) => [row.province, row.city, row.id]);
}

export async function seedDemoRecords(tx: Queryable, now = new Date()): Promise<void> {
  const [admin] = await tx.query<{ id: string; organizeId: string | null }>(
    `select id, organize_id as "organizeId" from users where account = 'admin'`,
  );
  if (!admin) throw new Error('the administrator is not seeded');
  const organizeIds = admin.organizeId ? [admin.organizeId] : [];
  const districts = await districtPaths(tx);
  const managers = (
    await tx.query<{ id: string }>(`select id from users where account <> 'admin' and delete_mark is null order by account`)
  ).map((row) => row.id);
  const departments = (
    await tx.query<{ id: string }>(`select id from organize where category = 'department' and delete_mark is null order by en_code`)
  ).map((row) => row.id);

  const numbers = await nextBillNumbersIn(tx, 'ChargeBill', now, demoCustomerCount);
  await insertRecords(tx, heatCustomerDefinition.id, 'customer', customers(now, numbers, districts), admin.id, organizeIds, now);
  await insertRecords(tx, heatStationDefinition.id, 'station', stations(now, districts, managers, departments), admin.id, organizeIds, now);
}
