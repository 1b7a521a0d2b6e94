import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NoticeDetail, NoticeListItem } from '../../../../api/messages';
import type { NoticeApi } from '../../../../api/notice-client';
import type { PermissionEntry } from '../../../../api/session';
import { createMemoryDataSource, fieldKinds, UNSUPPORTED_KIND } from '../../../../engine';
import { checkPageSchema } from '../../../../engine/page';
import { PermissionProvider } from '../../../../engine/permission/Can';
import { loadValidator } from '../../../../engine/validation/ajv';
import { noticeBodySchema } from '../../../../schemas/messages';
import { NoticeScreen } from '../../../../screens/system/notice/NoticeScreen';
import { compileNoticeForm, noticePageOf } from '../../../../screens/system/notice/notice-page';
import { noticeBody, noticeFiles, noticeValues } from '../../../../screens/system/notice/notice-source';
import { i18n } from '../../../../shell/i18n';
import '../../helpers/kinds';
import { renderScreen } from '../render-screen';

afterEach(cleanup);
beforeAll(async () => {
  await i18n.changeLanguage('zh');
  await loadValidator();
});

const day = 24 * 3600 * 1000;
const rows: NoticeListItem[] = [
  {
    id: 'n1',
    title: '停热检修草稿',
    excerpt: '',
    category: 1,
    enabledMark: 0,
    expirationTime: null,
    creatorUser: '系统管理员/admin',
    creatorTime: Date.UTC(2026, 0, 5, 2),
    releaseUser: '',
    releaseTime: null,
  },
  {
    id: 'n2',
    title: '冬季保供通知',
    excerpt: '保供',
    category: 2,
    enabledMark: 1,
    expirationTime: Date.UTC(2026, 2, 1) + day,
    creatorUser: '系统管理员/admin',
    creatorTime: Date.UTC(2026, 0, 4, 2),
    releaseUser: '系统管理员/admin',
    releaseTime: Date.UTC(2026, 0, 4, 3),
  },
];

const detail: NoticeDetail = {
  ...rows[1]!,
  bodyText: '<p>全天<b>保供</b></p>',
  toUserIds: ['u1'],
  files: [{ name: '范围.pdf', fileId: '20260104_a.pdf', url: '/api/file/Download/annex/20260104_a.pdf' }],
};

function fakeApi() {
  return {
    list: vi.fn<NoticeApi['list']>(async () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } })),
    info: vi.fn<NoticeApi['info']>(async () => detail),
    create: vi.fn<NoticeApi['create']>(async () => ({ id: 'n3', msg: '新建成功' })),
    update: vi.fn<NoticeApi['update']>(async () => '修改成功'),
    remove: vi.fn<NoticeApi['remove']>(async () => '删除成功'),
    release: vi.fn<NoticeApi['release']>(async () => '发布成功'),
  } satisfies NoticeApi;
}

function permissionsWith(...codes: string[]): PermissionEntry[] {
  const button = codes.map((enCode) => ({ id: enCode, enCode, fullName: enCode }));
  return [{ modelId: 'notice-menu', moduleName: '系统公告', button, column: [], form: [], resource: [] }];
}

function renderNotices(api: NoticeApi, codes: string[]) {
  const notices: unknown[] = [];
  const dataSource = createMemoryDataSource({ labels: { user: { u1: '张伟/zhangwei' } } });
  renderScreen(
    <PermissionProvider value={{ permissionList: permissionsWith(...codes), modelId: 'notice-menu' }}>
      <NoticeScreen api={api} form={dataSource} notify={(notice) => notices.push(notice)} />
    </PermissionProvider>,
  );
  return { notices };
}

const rowOf = (title: string) => screen.getAllByRole('row').find((r) => r.querySelector('td')?.textContent === title)!;

describe('the notice form (a JNPF definition compiled by the engine)', () => {
  it('compiles every field with the limits of the request body, the attachments as the file kind', () => {
    const form = compileNoticeForm();
    expect([...form.fields.keys()]).toEqual(['title', 'category', 'expirationTime', 'toUserIds', 'excerpt', 'bodyText', 'files']);
    expect(form.schema.required).toEqual(['title']);
    expect(form.schema.properties?.title).toMatchObject({ type: 'string', maxLength: noticeBodySchema.properties.title.maxLength });
    expect(form.schema.properties?.excerpt).toMatchObject({ maxLength: noticeBodySchema.properties.excerpt.maxLength });
    expect(form.fields.get('category')).toMatchObject({ kind: 'radio' });
    expect(form.fields.get('toUserIds')).toMatchObject({ kind: 'usersSelect', options: { multiple: true, storeAs: 'id' } });
    expect(form.fields.get('expirationTime')).toMatchObject({ kind: 'datePicker', options: { type: 'datetime' } });
    expect(form.fields.get('bodyText')).toMatchObject({ kind: 'editor' });
    // uploadFz is drawn by its kind once registered; until then by the engine's notice, keeping the value.
    const files = form.fields.get('files')!;
    if (fieldKinds.has('uploadFz')) expect(files.kind).toBe('uploadFz');
    else expect(files).toMatchObject({ kind: UNSUPPORTED_KIND, options: { jnpfKey: 'uploadFz' } });
    // Nothing of the definition is left unmapped (the attachments aside while their kind is missing).
    expect(form.issues.filter((issue) => issue.field !== 'files')).toEqual([]);
  });

  it('is the dialog of a valid page schema', () => {
    expect(checkPageSchema(noticePageOf(compileNoticeForm()))).toEqual([]);
  });

  it("maps the dialog's values to the body the server validates, and a stored notice back", () => {
    expect(
      noticeBody({
        title: '  停热通知 ',
        category: '2',
        toUserIds: ['u1', 'u2', 'u1', ''],
        expirationTime: 1_800_000_000_000,
        bodyText: '<p>正文</p>',
        files: [
          { name: 'a.pdf', fileId: '20260101_a.pdf', url: '/api/file/Download/annex/20260101_a.pdf', fileSize: 12, fileExtension: 'pdf' },
          { name: 'broken' },
        ],
      }),
    ).toEqual({
      title: '停热通知',
      category: 2,
      toUserIds: ['u1', 'u2'],
      expirationTime: 1_800_000_000_000,
      excerpt: '',
      bodyText: '<p>正文</p>',
      files: [{ name: 'a.pdf', fileId: '20260101_a.pdf', url: '/api/file/Download/annex/20260101_a.pdf', fileSize: 12 }],
    });
    expect(noticeBody({ title: 'x' })).toMatchObject({ category: 1, toUserIds: [], expirationTime: null, files: [] });
    expect(noticeFiles('not a list')).toEqual([]);
    expect(noticeValues({ ...detail, expirationTime: null })).toEqual({
      id: 'n2',
      title: '冬季保供通知',
      category: 2,
      toUserIds: ['u1'],
      excerpt: '保供',
      bodyText: detail.bodyText,
      files: detail.files,
    });
  });
});

describe('the notice screen', () => {
  it('lists notices with type and state, and shows only the buttons the menu grants (edit and release for drafts)', async () => {
    const api = fakeApi();
    renderNotices(api, ['btn_add', 'btn_release']);
    await waitFor(() => expect(rowOf('停热检修草稿')).toBeTruthy());
    expect(api.list).toHaveBeenCalledWith({ keyword: undefined, enabledMark: undefined, currentPage: 1, pageSize: 20 });
    for (const header of ['标题', '类型', '创建人', '发布人', '发布时间', '过期时间', '状态'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(rowOf('停热检修草稿')).getByText('公告')).toBeTruthy();
    expect(within(rowOf('停热检修草稿')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('冬季保供通知')).getByText('通知')).toBeTruthy();
    expect(within(rowOf('冬季保供通知')).getByText('已发布')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
    expect(within(rowOf('停热检修草稿')).getByRole('button', { name: '发布' })).toBeTruthy();
    expect(within(rowOf('冬季保供通知')).queryByRole('button', { name: '发布' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: '编辑' })).toEqual([]);
    expect(screen.queryAllByRole('button', { name: '删除' })).toEqual([]);
    expect(within(rowOf('冬季保供通知')).getByRole('button', { name: '查看' })).toBeTruthy();
  });

  it('searches by keyword and state', async () => {
    const api = fakeApi();
    renderNotices(api, []);
    await waitFor(() => expect(rowOf('停热检修草稿')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 保供 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '保供', currentPage: 1 })));
    fireEvent.click(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByRole('option', { name: '已过期' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '保供', enabledMark: 2 })));
  });

  it('releases a draft after the confirmation', async () => {
    const api = fakeApi();
    const { notices } = renderNotices(api, ['btn_release']);
    await waitFor(() => expect(rowOf('停热检修草稿')).toBeTruthy());
    fireEvent.click(within(rowOf('停热检修草稿')).getByRole('button', { name: '发布' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('您确定要发布当前公告, 是否继续?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.release).toHaveBeenCalledWith('n1'));
    await waitFor(() => expect(notices).toContainEqual({ type: 'success', message: '发布成功', duration: 1500 }));
  });

  it('deletes after the confirmation', async () => {
    const api = fakeApi();
    renderNotices(api, ['btn_remove']);
    await waitFor(() => expect(rowOf('冬季保供通知')).toBeTruthy());
    fireEvent.click(within(rowOf('冬季保供通知')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('此操作将永久删除该数据, 是否继续？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('n2'));
  });

  it('creates a notice in the compiled dialog: the title is required, the body is what the server takes', async () => {
    const api = fakeApi();
    const { notices } = renderNotices(api, ['btn_add']);
    await waitFor(() => expect(rowOf('停热检修草稿')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建公告' });
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toBeTruthy());
    for (const label of ['类型', '过期时间', '接收人', '摘要', '正文', '附件'])
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    expect((within(dialog).getByRole('radio', { name: '公告' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByText('请输入标题')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '换热站巡检' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '通知' }));
    fireEvent.change(within(dialog).getByLabelText('摘要'), { target: { value: '巡检安排' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0]![0]).toEqual({
      title: '换热站巡检',
      category: 2,
      toUserIds: [],
      expirationTime: null,
      excerpt: '巡检安排',
      bodyText: '',
      files: [],
    });
    await waitFor(() => expect(notices).toContainEqual({ type: 'success', message: '新建成功', duration: 1500 }));
  });

  it('edits a draft with its stored values', async () => {
    const api = fakeApi();
    api.info.mockResolvedValueOnce({ ...detail, ...rows[0]!, bodyText: '<p>草稿</p>', toUserIds: [], files: [] });
    renderNotices(api, ['btn_edit']);
    await waitFor(() => expect(rowOf('停热检修草稿')).toBeTruthy());
    fireEvent.click(within(rowOf('停热检修草稿')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑公告' });
    await waitFor(() => expect((within(dialog).getByLabelText('标题') as HTMLInputElement).value).toBe('停热检修草稿'));
    expect(api.info).toHaveBeenCalledWith('n1');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith('n1', expect.objectContaining({ title: '停热检修草稿', bodyText: '<p>草稿</p>' })),
    );
  });

  it('shows a notice read-only: its state, who released it, the receivers by name and the body', async () => {
    const api = fakeApi();
    renderNotices(api, []);
    await waitFor(() => expect(rowOf('冬季保供通知')).toBeTruthy());
    fireEvent.click(within(rowOf('冬季保供通知')).getByRole('button', { name: '查看' }));
    const view = await screen.findByTestId('notice-view');
    await waitFor(() => expect(within(view).getByRole('heading', { name: '冬季保供通知' })).toBeTruthy());
    const meta = within(view).getByTestId('notice-view-meta');
    expect(meta.textContent).toContain('类型: 通知');
    expect(meta.textContent).toContain('状态: 已发布');
    expect(meta.textContent).toContain('发布人: 系统管理员/admin');
    await waitFor(() => expect(within(view).getByText('张伟/zhangwei')).toBeTruthy());
    await waitFor(() => expect(view.textContent).toContain('全天保供'));
    expect(within(view).queryByRole('textbox', { name: '标题' })).toBeNull();
    fireEvent.click(within(view).getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('notice-view')).toBeNull());
  });
});
