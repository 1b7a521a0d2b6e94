import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { databases, startTestServer, type TestServer } from './harness';

const organize = (enCode: string) => seedId('organize', enCode);
const base = '/api/permission/Organize';
const department = `${base}/Department`;
const companyIcon = 'icon-ym icon-ym-tree-organization3';
const departmentIcon = 'icon-ym icon-ym-tree-department1';

/** The node named `name` anywhere in a tree. */
const find = (nodes: any[], name: string): any =>
  nodes.map((node) => (node.fullName === name ? node : find(node.children ?? [], name))).find(Boolean);
/** Every node name of a tree, depth first. */
const names = (nodes: any[]): string[] => nodes.flatMap((node) => [node.fullName, ...names(node.children ?? [])]);

describe.each(databases)('organisations and departments on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let auditor: string;
  let agent: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    auditor = await server.login('auditor01');
    agent = await server.login('agent01');
  });
  afterAll(async () => server?.close());

  const treeOf = async (id: string) =>
    (await server.db.query<{ tree: string }>('select organize_id_tree as tree from organize where id = $1', [id]))[0]?.tree;

  describe('reading', () => {
    it('lists companies and departments as a tree with icons, path ids and path names', async () => {
      const { body } = await server.call('GET', base, admin);
      expect(body.code).toBe(200);
      const [company] = body.data.list;
      expect(company).toMatchObject({
        id: organize('heatingCo'),
        parentId: '-1',
        fullName: '城东智慧供热有限公司',
        category: 'company',
        type: 'company',
        icon: companyIcon,
        enabledMark: 1,
        hasChildren: true,
        organizeIdTree: organize('heatingCo'),
        organize: '城东智慧供热有限公司',
      });
      const dispatch = find(body.data.list, '调度中心');
      expect(dispatch).toMatchObject({
        type: 'department',
        icon: departmentIcon,
        hasChildren: false,
        children: [],
        organizeIdTree: [organize('heatingCo'), organize('production'), organize('dispatchCenter')].join(','),
        organizeIds: [organize('heatingCo'), organize('production'), organize('dispatchCenter')],
        organize: '城东智慧供热有限公司/生产运行部/调度中心',
      });
      expect(find(body.data.list, '生产运行部').children.map((node: any) => node.fullName)).toEqual(['调度中心', '热源厂', '换热站运维班']);
    });

    it('keeps the matches of a keyword and their ancestors', async () => {
      const { data } = (await server.call('GET', `${base}?keyword=hotline`, admin)).body;
      expect(names(data.list)).toEqual(['城东智慧供热有限公司', '客户服务中心', '呼叫中心']);
      expect((await server.call('GET', `${base}?keyword=nothing-like-this`, admin)).body.data.list).toEqual([]);
    });

    it('answers one company and one department for their dialogs', async () => {
      expect((await server.call('GET', `${base}/${organize('heatingCo')}`, admin)).body.data).toMatchObject({
        fullName: '城东智慧供热有限公司',
        enCode: 'heatingCo',
        parentId: '-1',
        category: 'company',
      });
      expect((await server.call('GET', `${department}/${organize('finance')}`, admin)).body.data).toMatchObject({
        fullName: '财务部',
        organizeId: organize('heatingCo'),
        organize: '城东智慧供热有限公司/财务部',
      });
      // Each dialog reads its own kind only.
      expect((await server.call('GET', `${base}/${organize('finance')}`, admin)).body).toMatchObject({ code: 404, msg: '公司不存在' });
      expect((await server.call('GET', `${department}/${organize('heatingCo')}`, admin)).body).toMatchObject({
        code: 404,
        msg: '部门不存在',
      });
    });

    it('answers the pickers to every signed-in user: companies, and companies with departments without a subtree', async () => {
      const companies = (await server.call('GET', `${base}/Tree`, agent)).body.data.list;
      expect(names(companies)).toEqual(['城东智慧供热有限公司']);
      expect(companies[0]).toMatchObject({ icon: companyIcon, hasChildren: false, children: [] });
      expect(names((await server.call('GET', `${base}/Selector/0`, agent)).body.data.list)).toEqual(['城东智慧供热有限公司']);

      const all = (await server.call('GET', `${department}/Selector/0`, agent)).body.data.list;
      expect(names(all)).toHaveLength(11);
      const withoutProduction = (await server.call('GET', `${department}/Selector/${organize('production')}`, agent)).body.data.list;
      expect(names(withoutProduction)).toHaveLength(7);
      expect(names(withoutProduction)).not.toContain('调度中心');
      expect(names(withoutProduction)).not.toContain('生产运行部');

      const stone = (await server.call('GET', `${department}/SelectorByStone/${organize('customerService')}`, agent)).body.data.list;
      expect(stone.map((node: any) => [node.fullName, names(node.children)])).toEqual([['客户服务中心', ['呼叫中心']]]);
      expect(names((await server.call('GET', `${department}/SelectorByStone/0`, agent)).body.data.list)).toHaveLength(11);
    });

    it('limits the ByAuth pickers to the caller’s organisations and their subtrees; the administrator sees all', async () => {
      expect(names((await server.call('GET', `${department}/SelectorByAuth/0`, admin)).body.data.list)).toHaveLength(11);
      expect(names((await server.call('GET', `${department}/SelectorByAuth/0`, agent)).body.data.list)).toEqual(['呼叫中心']);
      expect(names((await server.call('GET', `${base}/SelectorByAuth/0`, admin)).body.data.list)).toEqual(['城东智慧供热有限公司']);
      expect((await server.call('GET', `${base}/SelectorByAuth/0`, agent)).body.data.list).toEqual([]);
      expect((await server.call('GET', `${base}/SelectorByAuth/${organize('heatingCo')}`, admin)).body.data.list).toEqual([]);
    });

    it('answers OrganizeCondition with the named organisations and their subtrees', async () => {
      for (const body of [
        { departIds: [organize('customerService'), organize('finance')] },
        { organizeIds: [organize('customerService'), organize('finance')] },
      ]) {
        const { data } = (await server.call('POST', `${base}/OrganizeCondition`, agent, body)).body;
        expect(names(data.list)).toEqual(['客户服务中心', '呼叫中心', '财务部']);
      }
      expect((await server.call('POST', `${base}/OrganizeCondition`, agent, {})).body.data.list).toEqual([]);
    });
  });

  describe('writing', () => {
    it('creates a company and departments with their tree path; refuses duplicates, missing fields and unknown parents', async () => {
      const company = { fullName: '城西热力有限公司', enCode: 'westHeating', sortCode: 2 };
      const created = (await server.call('POST', base, admin, company)).body;
      expect(created).toMatchObject({ code: 200, msg: '新建成功' });
      const companyId = created.data.id;
      expect(await treeOf(companyId)).toBe(companyId);
      expect((await server.call('GET', `${base}/${companyId}`, admin)).body.data).toMatchObject({ parentId: '-1', category: 'company' });

      expect((await server.call('POST', base, admin, { ...company, fullName: '城西二公司' })).body).toMatchObject({
        code: 400,
        msg: '公司编码已存在',
      });
      expect((await server.call('POST', base, admin, { ...company, enCode: 'west2' })).body).toMatchObject({
        code: 400,
        msg: '公司名称已存在',
      });
      expect((await server.call('POST', base, admin, { enCode: 'west3' })).body).toMatchObject({ code: 400, msg: '请输入公司名称' });
      expect((await server.call('POST', base, admin, { fullName: '城西三公司' })).body).toMatchObject({ code: 400, msg: '请输入公司编码' });
      expect(
        (await server.call('POST', base, admin, { ...company, enCode: 'west4', fullName: 'x', parentId: organize('finance') })).body,
      ).toMatchObject({
        code: 400,
        msg: '上级公司不存在',
      });

      const dept = { organizeId: companyId, fullName: '城西运行部', enCode: 'westOps' };
      const deptId = (await server.call('POST', department, admin, dept)).body.data.id;
      expect(await treeOf(deptId)).toBe(`${companyId},${deptId}`);
      const subId = (await server.call('POST', department, admin, { organizeId: deptId, fullName: '城西一班', enCode: 'westOps1' })).body
        .data.id;
      expect(await treeOf(subId)).toBe(`${companyId},${deptId},${subId}`);

      expect((await server.call('POST', department, admin, { ...dept, enCode: 'westOps2' })).body).toMatchObject({
        code: 400,
        msg: '部门名称已存在',
      });
      expect((await server.call('POST', department, admin, { ...dept, fullName: '别的部门' })).body).toMatchObject({
        code: 400,
        msg: '部门编码已存在',
      });
      expect((await server.call('POST', department, admin, { fullName: 'a', enCode: 'a1' })).body).toMatchObject({
        code: 400,
        msg: '请选择所属组织',
      });
      expect((await server.call('POST', department, admin, { organizeId: companyId, enCode: 'a2' })).body).toMatchObject({
        code: 400,
        msg: '请输入部门名称',
      });
      expect((await server.call('POST', department, admin, { organizeId: companyId, fullName: 'a' })).body).toMatchObject({
        code: 400,
        msg: '请输入部门编码',
      });
      expect(
        (await server.call('POST', department, admin, { ...dept, enCode: 'a3', fullName: 'b', organizeId: 'nowhere' })).body,
      ).toMatchObject({
        code: 400,
        msg: '所属组织不存在',
      });
      expect(
        (await server.call('POST', department, admin, { ...dept, enCode: 'a4', fullName: 'c', managerId: 'nobody' })).body,
      ).toMatchObject({
        code: 400,
        msg: '主管不存在',
      });
      const long = 'x'.repeat(51);
      expect((await server.call('POST', department, admin, { ...dept, enCode: 'a5', fullName: long })).body).toMatchObject({
        code: 400,
        msg: '部门名称最多为50个字符！',
      });

      // Moving the department under the old company moves its subtree's paths too.
      const moved = await server.call('PUT', `${department}/${deptId}`, admin, { ...dept, organizeId: organize('heatingCo') });
      expect(moved.body).toMatchObject({ code: 200, msg: '修改成功' });
      expect(await treeOf(deptId)).toBe(`${organize('heatingCo')},${deptId}`);
      expect(await treeOf(subId)).toBe(`${organize('heatingCo')},${deptId},${subId}`);
      expect((await server.call('GET', `${department}/${subId}`, admin)).body.data.organize).toBe(
        '城东智慧供热有限公司/城西运行部/城西一班',
      );

      // Companies move too, their departments with them.
      const childCompany = (await server.call('POST', base, admin, { fullName: '城西分公司', enCode: 'westBranch', parentId: companyId }))
        .body.data.id;
      expect(await treeOf(childCompany)).toBe(`${companyId},${childCompany}`);
      const branchDept = (
        await server.call('POST', department, admin, { organizeId: childCompany, fullName: '分公司办公室', enCode: 'westBranchOffice' })
      ).body.data.id;
      expect(
        (
          await server.call('PUT', `${base}/${childCompany}`, admin, {
            fullName: '城西分公司',
            enCode: 'westBranch',
            parentId: organize('heatingCo'),
          })
        ).body.msg,
      ).toBe('修改成功');
      expect(await treeOf(branchDept)).toBe(`${organize('heatingCo')},${childCompany},${branchDept}`);

      // Cycles: under itself or its own descendants.
      expect((await server.call('PUT', `${department}/${deptId}`, admin, { ...dept, organizeId: deptId })).body).toMatchObject({
        code: 400,
        msg: '上级组织不能是自己或自己的下级组织',
      });
      expect((await server.call('PUT', `${department}/${deptId}`, admin, { ...dept, organizeId: subId })).body).toMatchObject({
        code: 400,
        msg: '上级组织不能是自己或自己的下级组织',
      });
      expect((await server.call('PUT', `${base}/${companyId}`, admin, { ...company, parentId: companyId })).body.msg).toBe(
        '上级组织不能是自己或自己的下级组织',
      );
      expect(
        (
          await server.call('PUT', `${base}/${organize('heatingCo')}`, admin, {
            fullName: '城东智慧供热有限公司',
            enCode: 'heatingCo',
            parentId: childCompany,
          })
        ).body.msg,
      ).toBe('上级组织不能是自己或自己的下级组织');
      expect(await treeOf(organize('heatingCo'))).toBe(organize('heatingCo'));
      expect((await server.call('PUT', `${base}/nowhere`, admin, company)).body).toMatchObject({ code: 404, msg: '公司不存在' });

      // Deletes: refused while children remain, then bottom-up.
      expect((await server.call('DELETE', `${base}/${deptId}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该组织下存在子组织，不能删除',
      });
      expect((await server.call('DELETE', `${department}/${deptId}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该组织下存在子组织，不能删除',
      });
      expect((await server.call('DELETE', `${department}/${subId}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('DELETE', `${base}/${deptId}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('DELETE', `${base}/${branchDept}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('DELETE', `${base}/${childCompany}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('DELETE', `${base}/${companyId}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('DELETE', `${base}/${companyId}`, admin)).body).toMatchObject({ code: 404, msg: '组织不存在' });
    });

    it('refuses deleting an organisation with users or positions', async () => {
      expect((await server.call('DELETE', `${base}/${organize('heatingCo')}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该组织下存在子组织，不能删除',
      });
      // serviceHotline: agent01 belongs to it and the hotline agents' position is there.
      expect((await server.call('DELETE', `${base}/${organize('serviceHotline')}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该组织下存在用户，不能删除',
      });
      const dept = (
        await server.call('POST', department, admin, { organizeId: organize('finance'), fullName: '税务组', enCode: 'taxTeam' })
      ).body.data.id;
      const position = { organizeId: dept, fullName: '税务专员', enCode: 'taxClerk', type: 'office' };
      const positionId = (await server.call('POST', '/api/permission/Position', admin, position)).body.data.id;
      expect((await server.call('DELETE', `${department}/${dept}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该组织下存在岗位，不能删除',
      });
      await server.call('DELETE', `/api/permission/Position/${positionId}`, admin);

      const userId = (await server.db.query<{ id: string }>(`select id from users where account = 'auditor01'`))[0]!.id;
      await server.db.query(`insert into user_relation (id, user_id, object_type, object_id) values ('rel-tax', $1, 'Organize', $2)`, [
        userId,
        dept,
      ]);
      expect((await server.call('DELETE', `${department}/${dept}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该组织下存在用户，不能删除',
      });
      await server.db.query(`delete from user_relation where id = 'rel-tax'`);
      expect((await server.call('DELETE', `${department}/${dept}`, admin)).body.msg).toBe('删除成功');
    });

    it('reads and replaces an organisation’s administrators, who then see it in the ByAuth pickers', async () => {
      const agentId = (await server.db.query<{ id: string }>(`select id from users where account = 'agent01'`))[0]!.id;
      const url = `/api/permission/organizeAdminIsTrator/${organize('production')}`;
      expect((await server.call('GET', url, admin)).body.data).toEqual({ organizeId: organize('production'), list: [] });
      const saved = await server.call('PUT', url, admin, { list: [{ userId: agentId, thisLayerEdit: 1, subLayerAdd: 1 }] });
      expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
      expect((await server.call('GET', url, admin)).body.data.list).toEqual([
        {
          userId: agentId,
          realName: '马晓燕',
          account: 'agent01',
          thisLayerAdd: 0,
          thisLayerEdit: 1,
          thisLayerDelete: 0,
          subLayerAdd: 1,
          subLayerEdit: 0,
          subLayerDelete: 0,
        },
      ]);
      const visible = names((await server.call('GET', `${department}/SelectorByAuth/0`, agent)).body.data.list);
      expect(visible.sort()).toEqual(['呼叫中心', '换热站运维班', '热源厂', '生产运行部', '调度中心'].sort());

      expect((await server.call('PUT', url, admin, { list: [{ userId: 'nobody' }] })).body).toMatchObject({ code: 400, msg: '用户不存在' });
      expect((await server.call('PUT', '/api/permission/organizeAdminIsTrator/nowhere', admin, { list: [] })).body).toMatchObject({
        code: 404,
        msg: '组织不存在',
      });
      expect((await server.call('PUT', url, admin, { list: [] })).body.code).toBe(200);
      expect((await server.call('GET', url, admin)).body.data.list).toEqual([]);
    });
  });

  describe('access', () => {
    it('lets the auditor read both menus but press no button', async () => {
      expect((await server.call('GET', base, auditor)).body.code).toBe(200);
      expect((await server.call('GET', `${base}/${organize('heatingCo')}`, auditor)).body.code).toBe(200);
      expect((await server.call('GET', `${department}/${organize('finance')}`, auditor)).body.code).toBe(200);
      expect((await server.call('GET', `/api/permission/organizeAdminIsTrator/${organize('finance')}`, auditor)).body.code).toBe(200);
      const company = { fullName: '审计公司', enCode: 'auditCo' };
      const dept = { organizeId: organize('finance'), fullName: '审计组', enCode: 'auditTeam' };
      expect((await server.call('POST', base, auditor, company)).body.code).toBe(403);
      expect((await server.call('PUT', `${base}/${organize('heatingCo')}`, auditor, company)).body.code).toBe(403);
      expect((await server.call('DELETE', `${base}/${organize('finance')}`, auditor)).body.code).toBe(403);
      expect(
        (await server.call('PUT', `/api/permission/organizeAdminIsTrator/${organize('finance')}`, auditor, { list: [] })).body.code,
      ).toBe(403);
      expect((await server.call('POST', department, auditor, dept)).body.code).toBe(403);
      expect((await server.call('PUT', `${department}/${organize('finance')}`, auditor, dept)).body.code).toBe(403);
      expect((await server.call('DELETE', `${department}/${organize('finance')}`, auditor)).body.code).toBe(403);
    });

    it('refuses the menus’ calls to users without them, but answers them the pickers', async () => {
      for (const url of [
        base,
        `${base}/${organize('heatingCo')}`,
        `${department}/${organize('finance')}`,
        `/api/permission/organizeAdminIsTrator/${organize('finance')}`,
      ])
        expect((await server.call('GET', url, agent)).body.code, url).toBe(403);
      expect((await server.call('POST', base, agent, { fullName: 'x', enCode: 'x' })).body.code).toBe(403);
      expect((await server.call('DELETE', `${base}/${organize('finance')}`, agent)).body.code).toBe(403);
      expect((await server.call('GET', `${base}/Tree`, agent)).body.code).toBe(200);
      expect((await server.call('GET', `${base}/Tree`)).body.code).not.toBe(200);
    });
  });
});
