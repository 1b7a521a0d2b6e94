import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BaseInfo, BaseInfoUpdate, MajorRequest, PasswordPolicy, SignImage, SystemLogItem, UserOrganize } from '../../../api';
import { ProfilePage, type ProfileApi } from '../../../screens/profile/ProfilePage';
import { i18n } from '../../../shell/i18n';
import { ok, refused, renderScreen } from './render-screen';

const policy: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 6,
  containsNumbers: 1,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 0,
};

const baseInfo = (over: Partial<BaseInfo> = {}): BaseInfo => ({
  id: 'u1',
  account: 'xiaoling',
  realName: '肖玲',
  nickName: '',
  gender: '2',
  birthday: null,
  mobilePhone: '19822093311',
  telePhone: '',
  email: '',
  postalAddress: '',
  signature: '',
  headIcon: '',
  organize: '信息中心',
  position: 'IT工程师',
  roleName: '普通员工',
  theme: 'classic',
  language: 'zh',
  changePasswordDate: null,
  prevLogTime: null,
  prevLogIP: '',
  ...over,
});

const logRow = (i: number): SystemLogItem => ({
  id: `log${i}`,
  creatorTime: new Date(2026, 10, 20, 9, 30, i).getTime(),
  userName: '肖玲',
  ipAddress: `10.0.0.${i}`,
  ipAddressName: '局域网',
  platForm: 'pc',
  browser: 'Chrome 140',
  loginMark: i % 2 === 0 ? 1 : 0,
  abstracts: i % 2 === 0 ? '登录成功' : '账户或密码错误，请重新输入',
});

function fakeApi() {
  let info = baseInfo();
  const organizes: UserOrganize[] = [
    { id: 'o-it', fullName: '信息中心', organizeIds: ['o-co', 'o-it'], organize: '城东智慧供热有限公司/信息中心', isDefault: true },
    { id: 'o-fin', fullName: '财务部', organizeIds: ['o-co', 'o-fin'], organize: '城东智慧供热有限公司/财务部', isDefault: false },
  ];
  const signs: SignImage[] = [];
  const api = {
    getBaseInfo: vi.fn(() => ok(info)),
    updateBaseInfo: vi.fn((body: BaseInfoUpdate) => {
      info = { ...info, ...body } as BaseInfo;
      return ok(null, '修改成功');
    }),
    getSystemLog: vi.fn((query?: { currentPage?: number; pageSize?: number }) => {
      const page = query?.currentPage ?? 1;
      const all = Array.from({ length: 25 }, (_, i) => logRow(i));
      return ok({ list: all.slice((page - 1) * 20, page * 20), pagination: { currentPage: page, pageSize: 20, total: all.length } });
    }),
    modifyPassword: vi.fn(() => ok(null, '修改成功，请牢记新密码')),
    captchaUrl: (length: number, key: string) => `/api/oauth/ImageCode/${length}/${key}`,
    uploadAvatar: vi.fn((_file: Blob, _fileName: string) =>
      ok({ name: '20261122_abc.png', url: '/api/file/Image/userAvatar/20261122_abc.png', fileSize: 2, fileExtension: 'png', thumbUrl: '' }),
    ),
    setAvatar: vi.fn((name: string) => {
      info = { ...info, headIcon: `/api/file/Image/userAvatar/${name}` };
      return ok(null, '头像修改成功');
    }),
    getUserOrganizes: vi.fn(() => ok(organizes.map((row) => ({ ...row })))),
    getUserPositions: vi.fn(() => ok([{ id: 'p-it', fullName: 'IT工程师', organize: '信息中心', isDefault: true }])),
    setMajor: vi.fn((body: MajorRequest) => {
      for (const row of organizes) row.isDefault = row.id === body.majorId;
      info = { ...info, organize: organizes.find((row) => row.isDefault)!.fullName };
      return ok(null, '切换成功');
    }),
    getSignImages: vi.fn(() => ok(signs.map((row) => ({ ...row })))),
    addSignImage: vi.fn(() => ok({ id: 's1' }, '保存成功')),
    deleteSignImage: vi.fn(() => ok(null, '删除成功')),
    setDefaultSignImage: vi.fn(() => ok(null, '设置成功')),
  } satisfies ProfileApi;
  return api;
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

describe('ProfilePage', () => {
  it("shows the user's account, name and facts", async () => {
    renderScreen(<ProfilePage api={fakeApi()} policy={policy} />);
    expect(await screen.findByRole('heading', { name: '肖玲' })).toBeTruthy();
    expect(screen.getByTestId('profile-account').textContent).toBe('xiaoling');
    expect(document.querySelector('[data-field="gender"]')?.textContent).toBe('女');
    expect(document.querySelector('[data-field="organize"]')?.textContent).toBe('信息中心');
    expect(document.querySelector('[data-field="email"]')?.textContent).toBe('—');
  });

  it('checks the edit form with clear messages before saving', async () => {
    const api = fakeApi();
    renderScreen(<ProfilePage api={api} policy={policy} />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));

    fireEvent.change(screen.getByLabelText(/^姓名/), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('电话'), { target: { value: '0'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('姓名不能为空')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
    expect(screen.getByText('电话不能超过20个字符')).toBeTruthy();
    expect(api.updateBaseInfo).not.toHaveBeenCalled();
  });

  it('saves the trimmed fields and shows the fresh profile', async () => {
    const api = fakeApi();
    const onSaved = vi.fn();
    renderScreen(<ProfilePage api={api} policy={policy} onBaseInfoSaved={onSaved} />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    fireEvent.change(screen.getByLabelText(/^姓名/), { target: { value: ' 肖玲玲 ' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'xl@example.com' } });
    fireEvent.change(screen.getByLabelText('生日'), { target: { value: '1990-03-04' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect((await screen.findByRole('status')).textContent).toContain('修改成功');
    expect(api.updateBaseInfo).toHaveBeenCalledWith(
      expect.objectContaining({
        realName: '肖玲玲',
        email: 'xl@example.com',
        birthday: new Date(1990, 2, 4).getTime(),
        mobilePhone: '19822093311',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ realName: '肖玲玲' })));
    expect(screen.getByRole('heading', { name: '肖玲玲' })).toBeTruthy();
    expect(document.querySelector('[data-field="birthday"]')?.textContent).toBe('1990-03-04');
  });

  it("shows the server's refusal of a save", async () => {
    const api = fakeApi();
    api.updateBaseInfo.mockImplementation(() => refused('参数 email 格式不正确'));
    renderScreen(<ProfilePage api={api} policy={policy} />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toContain('参数 email 格式不正确');
  });

  it('lists the sign-in log 20 a page', async () => {
    const api = fakeApi();
    renderScreen(<ProfilePage api={api} policy={policy} />);
    fireEvent.click(await screen.findByRole('tab', { name: '登录日志' }));
    const table = await screen.findByRole('table', { name: '登录日志' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(within(table).getByText('10.0.0.0')).toBeTruthy();
    expect(within(table).getAllByText('成功').length).toBe(10);
    expect(screen.getByTestId('pager').textContent).toContain('共 25 条');

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(api.getSystemLog).toHaveBeenLastCalledWith({ currentPage: 2, pageSize: 20 });
  });

  it('changes the password from its tab and confirms it', async () => {
    const api = fakeApi();
    renderScreen(<ProfilePage api={api} policy={policy} newCaptchaKey={() => 'key'} />);
    fireEvent.click(await screen.findByRole('tab', { name: '修改密码' }));
    fireEvent.change(await screen.findByLabelText('旧密码'), { target: { value: 'Demo@2026' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abcdef' } });
    fireEvent.change(screen.getByLabelText('重复密码'), { target: { value: 'abcdef' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新密码必须包含数字')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Xiao_2026ab' } });
    fireEvent.change(screen.getByLabelText('重复密码'), { target: { value: 'Xiao_2026ab' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('status')).textContent).toContain('修改成功，请牢记新密码');
    expect((screen.getByLabelText('旧密码') as HTMLInputElement).value).toBe('');
  });

  it('changes the avatar: refuses a non-image and a file over 5 MB, uploads an image and shows it', async () => {
    const api = fakeApi();
    const onSaved = vi.fn();
    renderScreen(<ProfilePage api={api} policy={policy} onBaseInfoSaved={onSaved} />);
    const input = (await screen.findByTestId('avatar-file')) as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });

    choose(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('只能上传图片');
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('图片大小不能超过5M');
    expect(api.uploadAvatar).not.toHaveBeenCalled();

    choose(new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(api.setAvatar).toHaveBeenCalledWith('20261122_abc.png'));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ headIcon: '/api/file/Image/userAvatar/20261122_abc.png' })),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('switches the main organisation: the profile shows it and the shell is asked to reload the user', async () => {
    const api = fakeApi();
    const onMajorChanged = vi.fn();
    const onSaved = vi.fn();
    renderScreen(<ProfilePage api={api} policy={policy} onMajorChanged={onMajorChanged} onBaseInfoSaved={onSaved} />);
    const select = (await screen.findByLabelText('主组织')) as HTMLSelectElement;
    expect(select.value).toBe('o-it');
    expect((screen.getByLabelText('主岗位') as HTMLSelectElement).disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'o-fin' } });
    expect((await screen.findByRole('status')).textContent).toContain('切换成功');
    expect(api.setMajor).toHaveBeenCalledWith({ majorId: 'o-fin', majorType: 'Organize' });
    await waitFor(() => expect(screen.getByTestId('profile-organize').textContent).toBe('财务部'));
    expect(onMajorChanged).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ organize: '财务部' }));
    expect((screen.getByLabelText('主组织') as HTMLSelectElement).value).toBe('o-fin');
  });

  it('has a tab for the drawn signatures', async () => {
    const api = fakeApi();
    renderScreen(<ProfilePage api={api} policy={policy} />);
    fireEvent.click(await screen.findByRole('tab', { name: '电子签名' }));
    expect(await screen.findByText(/暂无签名/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建签名' })).toBeTruthy();
  });
});
