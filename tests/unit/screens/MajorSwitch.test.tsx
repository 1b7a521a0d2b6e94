/** The main organisation and position selects of the profile: `PUT major`, then the lists read again. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MajorRequest, UserOrganize, UserPosition } from '../../../api';
import { MajorSwitch, type MajorApi } from '../../../screens/profile/MajorSwitch';
import { i18n } from '../../../shell/i18n';
import { ok, refused, renderScreen } from './render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

function fakeApi(organizeCount = 2) {
  const organizes: UserOrganize[] = [
    { id: 'o-it', fullName: '信息中心', organizeIds: ['o-co', 'o-it'], organize: '城东智慧供热有限公司/信息中心', isDefault: true },
    { id: 'o-fin', fullName: '财务部', organizeIds: ['o-co', 'o-fin'], organize: '城东智慧供热有限公司/财务部', isDefault: false },
  ].slice(0, organizeCount);
  const positions: UserPosition[] = [
    { id: 'p-it', fullName: 'IT工程师', organize: '信息中心', isDefault: true },
    { id: 'p-acc', fullName: '会计', organize: '财务部', isDefault: false },
  ];
  return {
    getUserOrganizes: vi.fn(() => ok(organizes.map((row) => ({ ...row })))),
    getUserPositions: vi.fn(() => ok(positions.map((row) => ({ ...row })))),
    setMajor: vi.fn((body: MajorRequest) => {
      const rows = body.majorType === 'Organize' ? organizes : positions;
      for (const row of rows) row.isDefault = row.id === body.majorId;
      return ok(null, '切换成功');
    }),
  } satisfies MajorApi;
}

const selectOf = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('MajorSwitch', () => {
  it('lists the own organisations and positions with the main ones chosen', async () => {
    renderScreen(<MajorSwitch api={fakeApi()} />);
    const organize = (await screen.findByLabelText('主组织')) as HTMLSelectElement;
    expect(organize.value).toBe('o-it');
    expect([...organize.options].map((option) => option.text)).toEqual(['信息中心', '财务部']);
    expect(organize.options[1]!.title).toBe('城东智慧供热有限公司/财务部');
    expect([...selectOf('主岗位').options].map((option) => option.text)).toEqual(['IT工程师（信息中心）', '会计（财务部）']);
    expect(organize.disabled).toBe(false);
  });

  it('switches the main organisation, reads the lists again and tells the page', async () => {
    const api = fakeApi();
    const onSwitched = vi.fn();
    renderScreen(<MajorSwitch api={api} onSwitched={onSwitched} />);
    fireEvent.change(await screen.findByLabelText('主组织'), { target: { value: 'o-fin' } });

    await waitFor(() => expect(onSwitched).toHaveBeenCalledWith('切换成功'));
    expect(api.setMajor).toHaveBeenCalledWith({ majorId: 'o-fin', majorType: 'Organize' });
    expect(api.getUserOrganizes).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(selectOf('主组织').disabled).toBe(false));
    expect(selectOf('主组织').value).toBe('o-fin');
  });

  it('switches the main position', async () => {
    const api = fakeApi();
    const onSwitched = vi.fn();
    renderScreen(<MajorSwitch api={api} onSwitched={onSwitched} />);
    fireEvent.change(await screen.findByLabelText('主岗位'), { target: { value: 'p-acc' } });
    await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1));
    expect(api.setMajor).toHaveBeenCalledWith({ majorId: 'p-acc', majorType: 'Position' });
    await waitFor(() => expect(selectOf('主岗位').value).toBe('p-acc'));
    expect(selectOf('主组织').value).toBe('o-it');
  });

  it('goes back to the stored main organisation when the server refuses', async () => {
    const api = fakeApi();
    api.setMajor.mockImplementation(() => refused('只能切换到自己所属的组织或岗位'));
    const onSwitched = vi.fn();
    renderScreen(<MajorSwitch api={api} onSwitched={onSwitched} />);
    fireEvent.change(await screen.findByLabelText('主组织'), { target: { value: 'o-fin' } });
    await waitFor(() => expect(api.setMajor).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(selectOf('主组织').disabled).toBe(false));
    expect(selectOf('主组织').value).toBe('o-it');
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it('disables a select with a single choice', async () => {
    renderScreen(<MajorSwitch api={fakeApi(1)} />);
    expect(((await screen.findByLabelText('主组织')) as HTMLSelectElement).disabled).toBe(true);
    expect(selectOf('主岗位').disabled).toBe(false);
  });
});
