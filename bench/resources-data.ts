/**
 * The data `bench:resources` measures at, generated in the database with set-based SQL (one statement
 * per table) on top of the seed:
 *
 *  - organisations: a tree 8 levels deep (node n's parent is (n - 2) / 4 + 1: four children a node),
 *    the top three levels companies (21), the rest 10,000 departments, with a correct organize_id_tree;
 *  - 5,000 positions on every other department;
 *  - 100,000 users, each in a department (users.organize_id and an `Organize` relation) holding one
 *    position (a `Position` relation) and one of the roles below (a `Role` relation);
 *  - 500 menus in the main system (20 directories of 24 pages; each page with 3 buttons, 3 guarded
 *    list columns and 3 guarded form fields) and 2,000 roles, role k granted the 50 menus of block
 *    (k - 1) % 10 with all their items (about 1,000,000 `authorize` rows): the bench user (`bench1`,
 *    with a password) holds roles 1 to 10, so is granted all 500 menus; role 1 also grants the users
 *    menu (`permission.user`, its buttons, columns and fields) and its data rule `organizeAndBelow`
 *    (the menu limits its rows, `is_data_authorize`); the bench user's organisation is company 2
 *    (`bo00002`), a quarter of the tree;
 *  - 1,000,000 messages, one a minute back from now, each with a receipt for the administrator (a
 *    third of them read).
 *
 * Names are one of 32 words plus a number, so a keyword such as `调度` matches 1/32 of the rows. Areas
 * are the seed's. Ends with VACUUM ANALYZE, as autovacuum would after a bulk load (the visibility map
 * lets counts read the indexes alone).
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../server/auth/passwords';
import type { Database } from '../server/db/database';

export const scale = {
  companies: 21,
  departments: 10_000,
  positions: 5_000,
  users: 100_000,
  /** Roles, the menus granted (all of them to the bench user) and the roles of the bench user. */
  roles: 2_000,
  menus: 500,
  benchUserRoles: 10,
  messages: 1_000_000,
  /** Entries of the flat bench dictionary; the tree one has 100 top entries of 1,000 each. */
  dictionaryEntries: 100_000,
} as const;

/** Each of these names a 32nd of the generated organisations and positions. */
const words = [
  '综合', '生产', '调度', '热源', '运维', '客服', '热线', '管网', '财务', '信息', '安全', '质检', '采购', '仓储', '计量', '营销',
  '稽查', '工程', '设计', '监控', '规划', '法务', '审计', '人事', '行政', '后勤', '培训', '宣传', '档案', '保卫', '能源', '环保',
]; // prettier-ignore
const wordSql = `(array[${words.map((word) => `'${word}'`).join(', ')}])`;

/** The keyword the organisation and position keyword searches use: one of the words. */
export const benchKeyword = '调度';
/** The area keyword search's: in the names of about 200 cities and districts. */
export const benchAreaKeyword = '州';
/**
 * The message keyword searches: a middle substring of the titles (`消息 n`) that 111 of them hold
 * (n = 4242, 42420-42429, 424200-424299), and one that 111,111 hold (every n starting with 1).
 */
export const benchMessageKeyword = '息 4242';
export const benchFrequentMessageKeyword = '息 1';
/** The bench dictionaries (enCodes) and the entry keyword: '目 42' is in 1,111 of the flat one's names (42, 420-429, 4200-4299, 42000-42999). */
export const benchFlatDictionary = 'benchFlat';
export const benchTreeDictionary = 'benchTree';
export const benchEntryKeyword = '目 42';
/** The signed-in non-administrator of the user calls: roles 1 to 10, a data rule on the users menu. */
export const benchUserAccount = 'bench1';
export const benchUserPassword = 'Bench@2026';
/** The bench user's organisation (its data rule shows the users of it and of those under it). */
export const benchUserOrganize = 'bo00002';
/** The users list's organisation filter: organisation 22, three levels under 2 (341 organisations with those under it). */
export const benchFilterOrganize = 'bo00022';
/** The user picker's search: in the names of 11 users (用户4242, 用户42420 to 用户42429). */
export const benchUserKeyword = '用户4242';
/** Organisation n of the generated tree (`bo` n) is under organisation m: n's chain of parents reaches m. */
export function benchOrganizeUnder(id: string, ancestor: string): boolean {
  let n = Number(id.replace(/^bo/, ''));
  const top = Number(ancestor.replace(/^bo/, ''));
  while (n > top) n = Math.floor((n - 2) / 4) + 1;
  return n === top;
}

/** Both servers' page size, and the deep page of the message list. */
export const benchPageSize = 20;
export const benchDeepPage = 5000;

/**
 * Organisation n's id, `bo` and five digits: of one length, as real ids are, so that `organize_id_tree
 * like '%' || id || '%'` (a data rule's organisations and those under them, the users list's filter)
 * matches the organisation's own subtree and not also those of `bo` n0 to n9 and so on.
 */
const organizeId = (n: string) => `'bo' || lpad((${n})::text, 5, '0')`;

export async function generateResourceData(db: Database, adminId: string, log: (line: string) => void): Promise<void> {
  const nodes = scale.companies + scale.departments;
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = Date.now();
    await db.query(sql, params);
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    `${nodes} organisations`,
    `insert into organize (id, parent_id, category, en_code, full_name, organize_id_tree, sort_code, enabled_mark, creator_time)
     with recursive t (n, depth, tree) as (
       select 1, 0, ${organizeId('1')}
       union all
       select c.n, t.depth + 1, t.tree || ',' || ${organizeId('c.n')}
         from t cross join lateral (select 4 * (t.n - 1) + 2 + k as n from generate_series(0, 3) k) c
        where c.n <= $1
     )
     select ${organizeId('n')}, case when n = 1 then '-1' else ${organizeId('((n - 2) / 4 + 1)')} end,
            case when n <= $2 then 'company' else 'department' end,
            'BO' || lpad(n::text, 5, '0'),
            ${wordSql}[n % 32 + 1] || case when n <= $2 then '分公司' else '部' end || n,
            tree, n, 1, now() - n * interval '1 second'
       from t`,
    [nodes, scale.companies],
  );

  const departmentOf = (expression: string) => organizeId(`(${scale.companies + 1} + (${expression}) % ${scale.departments})`);
  await step(
    `${scale.positions} positions`,
    `insert into position (id, full_name, en_code, type, organize_id, sort_code, enabled_mark, creator_time)
     select 'bp' || k, ${wordSql}[k % 32 + 1] || '岗' || k, 'BP' || lpad(k::text, 5, '0'),
            (array['management', 'office', 'operation', 'technical', 'service'])[k % 5 + 1],
            ${departmentOf('2 * k')}, k, 1, now() - k * interval '1 second'
       from generate_series(1, $1) k`,
    [scale.positions],
  );

  await step(
    `${scale.users} users`,
    `insert into users (id, account, real_name, gender, mobile_phone, email, password_hash, organize_id, system_id, sort_code, creator_time)
     select 'bu' || n, 'bench' || n, '用户' || n, case when n % 2 = 0 then '1' else '2' end,
            '139' || lpad(n::text, 8, '0'), 'bench' || n || '@bench.example.com',
            -- Nobody signs in as these users: no real password hash.
            'bench-no-password', ${departmentOf('n')}, (select system_id from users where id = $2), 1000 + n,
            now() - n * interval '1 second'
       from generate_series(1, $1) n`,
    [scale.users, adminId],
  );

  await step(
    `${scale.users * 2} user relations`,
    `insert into user_relation (id, user_id, object_type, object_id)
     select 'bur' || kind || n, 'bu' || n, case kind when 'o' then 'Organize' else 'Position' end,
            case kind when 'o' then ${departmentOf('n')} else 'bp' || (n % $2 + 1) end
       from generate_series(1, $1) n cross join (values ('o'), ('p')) as kinds (kind)`,
    [scale.users, scale.positions],
  );

  await step(
    `${scale.roles} roles, ${scale.users} user roles`,
    `with roles as (
       insert into role (id, full_name, en_code, type, global_mark, sort_code, creator_time)
       select 'br' || k, '压测角色' || k, 'benchRole' || k, 'user', 1, 1000 + k, now() - k * interval '1 second'
         from generate_series(1, $1) k
     )
     insert into user_relation (id, user_id, object_type, object_id)
     select 'burr' || n, 'bu' || n, 'Role', 'br' || (n % $1 + 1) from generate_series(2, $2) n`,
    [scale.roles, scale.users],
  );

  // 20 directories, then 480 pages under them; each page has three buttons, guarded columns and guarded fields.
  const directories = 20;
  await step(
    `${scale.menus} menus with their buttons, columns and fields`,
    `with menus as (
       insert into module (id, parent_id, system_id, type, full_name, en_code, icon, url_address, is_column_authorize, is_form_authorize, sort_code)
       select 'bmod' || n, case when n <= $2 then '-1' else 'bmod' || ((n - $2 - 1) % $2 + 1) end,
              (select id from system where is_main order by sort_code limit 1), case when n <= $2 then 1 else 2 end,
              ${wordSql}[n % 32 + 1] || case when n <= $2 then '目录' else '页面' end || n, 'bench.menu' || n, 'icon-ym icon-ym-generator-menu',
              case when n <= $2 then '' else 'bench/page' || n end, n > $2, n > $2, 1000 + n
         from generate_series(1, $1) n
       returning id, type
     ),
     items as (select m.id as module_id, k from menus m cross join generate_series(1, 3) k where m.type = 2),
     buttons as (
       insert into module_button (id, module_id, full_name, en_code, sort_code)
       select module_id || 'b' || k, module_id, (array['新建', '编辑', '删除'])[k], (array['btn_add', 'btn_edit', 'btn_remove'])[k], k from items
     ),
     columns as (
       insert into module_column (id, module_id, full_name, en_code, sort_code)
       select module_id || 'c' || k, module_id, '列' || k, 'column' || k, k from items
     )
     insert into module_form (id, module_id, full_name, en_code, sort_code)
     select module_id || 'f' || k, module_id, '字段' || k, 'field' || k, k from items`,
    [scale.menus, directories],
  );

  // Role k: the menus of block (k - 1) % 10 (50 menus), and every button, column and field of them.
  const block = scale.menus / scale.benchUserRoles;
  await step(
    'grants of the roles',
    `insert into authorize (item_type, item_id, object_type, object_id)
     select g.item_type, g.item_id, 'Role', 'br' || k
       from generate_series(1, $1) k
       cross join lateral (select 'bmod' || n as id from generate_series(((k - 1) % $2) * $3 + 1, ((k - 1) % $2) * $3 + $3) n) m
       cross join lateral (
         select 'module' as item_type, m.id as item_id
         union all select 'button', b.id from module_button b where b.module_id = m.id
         union all select 'column', c.id from module_column c where c.module_id = m.id
         union all select 'form', f.id from module_form f where f.module_id = m.id
       ) g`,
    [scale.roles, scale.benchUserRoles, block],
  );

  // The bench user: roles 1 to 10, company 2, a password; role 1 may use the users menu with a data rule.
  const userMenu = `(select id from module where en_code = 'permission.user')`;
  await step(
    `the bench user (${benchUserAccount}) and the users menu's data rule`,
    `with roles as (
       insert into user_relation (id, user_id, object_type, object_id)
       select 'burb' || k, 'bu1', 'Role', 'br' || k from generate_series(1, $1) k
     ),
     organize as (update user_relation set object_id = $3 where user_id = 'bu1' and object_type = 'Organize'),
     menu as (update module set is_data_authorize = true where id = ${userMenu}),
     scheme as (
       insert into module_scheme (id, module_id, en_code, full_name, scope)
       values ('bench-scheme', ${userMenu}, 'benchOrganizeAndBelow', '本组织及下级', 'organizeAndBelow')
     ),
     grants as (
       insert into authorize (item_type, item_id, object_type, object_id)
       select item_type, item_id, 'Role', 'br1' from (
         select 'module' as item_type, m.id as item_id from module m
          where m.id = ${userMenu} or m.id = (select parent_id from module where id = ${userMenu})
         union all select 'button', id from module_button where module_id = ${userMenu}
         union all select 'column', id from module_column where module_id = ${userMenu}
         union all select 'form', id from module_form where module_id = ${userMenu}
         union all select 'resource', 'bench-scheme'
       ) g
     )
     update users set organize_id = $3, password_hash = $2, change_password_date = now() where id = 'bu1'`,
    [scale.benchUserRoles, await hashPassword(createHash('md5').update(benchUserPassword, 'utf8').digest('hex')), benchUserOrganize],
  );

  await step(
    `${scale.messages} messages`,
    `insert into message (id, type, title, body_text, excerpt, creator_user_id, creator_time, release_time)
     select 'bm' || n, (array[1, 2, 3, 4])[n % 4 + 1], '消息 ' || n, '<p>消息正文 ' || n || '</p>', '摘要 ' || n, $2,
            now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, $1) n`,
    [scale.messages, adminId],
  );

  await step(
    `${scale.messages} receipts for admin`,
    `insert into message_receipt (message_id, user_id, is_read, read_time, release_time, type)
     select m.id, $1, flag, case when flag = 1 then m.release_time + interval '1 hour' end, m.release_time, m.type
       from message m cross join lateral (select case when right(m.id, 1) in ('0', '3', '6') then 1 else 0 end as flag) r
      where m.id like 'bm%'`,
    [adminId],
  );

  await step(
    'two dictionaries',
    `insert into dictionary_type (id, parent_id, full_name, en_code, is_tree)
     values ('bdflat', '-1', '压测平铺字典', $1, 0), ('bdtree', '-1', '压测树形字典', $2, 1)`,
    [benchFlatDictionary, benchTreeDictionary],
  );
  await step(
    `${scale.dictionaryEntries} flat dictionary entries`,
    `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code)
     select 'bdf' || n, 'bdflat', '0', '条目 ' || n, 'entry' || n, n % 100 from generate_series(1, $1) n`,
    [scale.dictionaryEntries],
  );
  await step(
    '100,100 tree dictionary entries',
    `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code)
     select 'bdt' || n, 'bdtree', case when n <= 100 then '0' else 'bdt' || ((n - 101) / 1000 + 1) end, '节点 ' || n, 'node' || n, n % 10
       from generate_series(1, 100100) n`,
  );

  await step(
    'vacuum analyze',
    'vacuum analyze organize, position, users, user_relation, role, module, module_button, module_column, module_form, module_scheme, authorize, message, message_receipt, area, dictionary_data, dictionary_level_count',
  );
}
