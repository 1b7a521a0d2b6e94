import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { databases, startTestServer, type TestServer } from './harness';

const organize = (enCode: string) => seedId('organize', enCode);

describe.each(databases)('positions and groups (resources from their definitions) on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  describe('positions', () => {
    it('lists one organisation’s positions with their department’s name, by keyword and in pages', async () => {
      const { data } = (
        await server.call('GET', `/api/permission/Position?organizeId=${organize('finance')}&currentPage=1&pageSize=10`, admin)
      ).body;
      expect(data.list.map((row: any) => [row.fullName, row.department])).toEqual([
        ['会计', '财务部'],
        ['内审专员', '财务部'],
      ]);
      expect(data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 });
      const found = (await server.call('GET', '/api/permission/Position?keyword=hotline', admin)).body.data.list;
      expect(found.map((row: any) => row.enCode)).toEqual(['hotlineAgent']);
    });

    it('answers the picker tree: organisations with their positions inside', async () => {
      const tree = (await server.call('GET', '/api/permission/Position/Selector', admin)).body.data.list;
      const find = (nodes: any[], name: string): any =>
        nodes.map((node) => (node.fullName === name ? node : find(node.children ?? [], name))).find(Boolean);
      const finance = find(tree, '财务部');
      expect(finance).toMatchObject({ type: 'department', icon: 'icon-ym icon-ym-tree-department1', hasChildren: true });
      expect(finance.children.map((node: any) => [node.fullName, node.type, node.icon])).toEqual([
        ['会计', 'position', 'icon-ym icon-ym-tree-position1'],
        ['内审专员', 'position', 'icon-ym icon-ym-tree-position1'],
      ]);
    });

    it('answers All, getListByOrgIds and PositionCondition to any signed-in user', async () => {
      const agent = await server.login('agent01');
      expect((await server.call('GET', '/api/permission/Position/All', agent)).body.data.list).toHaveLength(13);
      for (const call of ['getListByOrgIds', 'PositionCondition']) {
        const { data } = (
          await server.call('POST', `/api/permission/Position/${call}`, agent, {
            organizeIds: [organize('finance'), organize('infoCenter')],
          })
        ).body;
        expect(data.list.map((row: any) => row.enCode).sort()).toEqual(['accountant', 'internalAuditor', 'itEngineer']);
      }
    });

    it('creates, edits and deletes a position; refuses duplicates, an unknown organisation and a position people hold', async () => {
      const body = { organizeId: organize('finance'), fullName: '出纳', enCode: 'cashier', type: 'office', sortCode: 3 };
      const created = (await server.call('POST', '/api/permission/Position', admin, body)).body;
      expect(created).toMatchObject({ code: 200, msg: '新建成功' });
      expect((await server.call('POST', '/api/permission/Position', admin, { ...body, fullName: '出纳二' })).body.msg).toBe(
        '岗位编码已存在',
      );
      expect((await server.call('POST', '/api/permission/Position', admin, { ...body, enCode: 'cashier2' })).body.msg).toBe(
        '岗位名称已存在',
      );
      expect((await server.call('POST', '/api/permission/Position', admin, { ...body, enCode: 'x', organizeId: 'nowhere' })).body.msg).toBe(
        '所属组织不存在',
      );
      expect((await server.call('POST', '/api/permission/Position', admin, { ...body, enCode: 'y', type: undefined })).body.msg).toBe(
        '请选择岗位类型',
      );

      const id = created.data.id;
      expect((await server.call('PUT', `/api/permission/Position/${id}`, admin, { ...body, fullName: '出纳员' })).body.msg).toBe(
        '修改成功',
      );
      expect((await server.call('GET', `/api/permission/Position/${id}`, admin)).body.data).toMatchObject({
        fullName: '出纳员',
        department: '财务部',
      });
      expect((await server.call('DELETE', `/api/permission/Position/${id}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('GET', `/api/permission/Position/${id}`, admin)).body).toMatchObject({ code: 404, msg: '岗位不存在' });

      const held = seedId('position', 'accountant');
      expect((await server.call('DELETE', `/api/permission/Position/${held}`, admin)).body).toMatchObject({
        code: 400,
        msg: '该岗位下存在用户，不能删除',
      });
    });

    it('lets the auditor read but not write, and refuses users without the menu', async () => {
      const auditor = await server.login('auditor01');
      expect((await server.call('GET', '/api/permission/Position', auditor)).body.code).toBe(200);
      const body = { organizeId: organize('finance'), fullName: '审计助理', enCode: 'auditAssistant', type: 'office' };
      expect((await server.call('POST', '/api/permission/Position', auditor, body)).body.code).toBe(403);
      expect((await server.call('GET', '/api/permission/Position', await server.login('agent01'))).body.code).toBe(403);
    });
  });

  describe('groups', () => {
    it('lists, creates, edits and deletes a group; refuses duplicates and a group with members', async () => {
      const listed = (await server.call('GET', '/api/permission/Group?currentPage=1&pageSize=50', admin)).body.data;
      expect(listed.pagination.total).toBe(listed.list.length);
      expect(listed.list.length).toBeGreaterThan(0);
      const body = { fullName: '防汛小组', enCode: 'floodControl', type: 'work' };
      const created = (await server.call('POST', '/api/permission/Group', admin, body)).body;
      expect(created.msg).toBe('新建成功');
      expect((await server.call('POST', '/api/permission/Group', admin, { ...body, fullName: '防汛二组' })).body.msg).toBe(
        '分组编码已存在',
      );
      expect((await server.call('POST', '/api/permission/Group', admin, { ...body, enCode: 'flood2' })).body.msg).toBe('分组名称已存在');
      const selector = (await server.call('GET', '/api/permission/Group/Selector', await server.login('agent01'))).body.data.list;
      expect(selector.map((row: any) => row.enCode)).toContain('floodControl');
      expect((await server.call('PUT', `/api/permission/Group/${created.data.id}`, admin, { ...body, type: 'committee' })).body.msg).toBe(
        '修改成功',
      );
      expect((await server.call('DELETE', `/api/permission/Group/${created.data.id}`, admin)).body.msg).toBe('删除成功');
      const withMembers = seedId('group', 'winterDuty');
      expect((await server.call('DELETE', `/api/permission/Group/${withMembers}`, admin)).body.msg).toBe('该分组下存在用户，不能删除');
    });
  });
});
