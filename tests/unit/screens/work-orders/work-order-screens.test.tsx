import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkOrderInfo, WorkOrderView } from '../../../../api/workorder';
import { workOrderViewNames } from '../../../../api/workorder';
import type { ConsultationApi, ScreenPopApi, WorkOrderApi } from '../../../../api/workorder-client';
import { createMemoryDataSource } from '../../../../engine';
import { checkPageSchema } from '../../../../engine/page/check-page-schema';
import { loadValidator } from '../../../../engine/validation/ajv';
import { consultationPage, unitDaysPage, unitReportPage, workOrderListPage } from '../../../../schemas/pages/work-orders';
import { ConsultationDetailScreen } from '../../../../screens/work-orders/ConsultationScreens';
import { popWorkOrder } from '../../../../screens/work-orders/screen-pop';
import { workOrderDefinitions, workOrderForm, type WorkOrderFormName } from '../../../../screens/work-orders/work-order-forms';
import { listQueryOf, periodOf } from '../../../../screens/work-orders/work-order-source';
import { stepBodies, workOrderBody, workOrderValues } from '../../../../screens/work-orders/work-order-values';
import { tabOf, WorkOrderFormScreen } from '../../../../screens/work-orders/WorkOrderFormScreen';
import { i18n } from '../../../../shell/i18n';
import '../../helpers/kinds';
import { renderScreen } from '../render-screen';

afterEach(cleanup);
beforeAll(async () => {
  await i18n.changeLanguage('zh');
  await loadValidator();
});

const info: WorkOrderInfo = {
  id: '7001',
  inbid: 'GD202612010001',
  callId: 'call-1',
  ani: '13912345678',
  dnis: '96123',
  source: 1,
  customerId: '',
  customerName: '王建国',
  address: '东城小区3号楼',
  category: 'leak',
  urgent: 2,
  content: '暖气漏水',
  files: [],
  remark: '',
  status: 'dispatched',
  handleOrgId: 'org-1',
  handleOrgName: '换热站运维班',
  handleUserId: 'u-1',
  handleUserName: '周杰/zhoujie',
  result: '',
  satisfaction: null,
  deadline: Date.UTC(2026, 11, 2),
  overdue: false,
  creatorUserName: '马晓燕/agent01',
  creatorTime: Date.UTC(2026, 11, 1),
  closeTime: null,
  recordings: [],
  history: [
    {
      id: 'h1',
      action: 'dispatch',
      fromStatus: 'new',
      toStatus: 'dispatched',
      note: '派往 换热站运维班',
      userName: '马晓燕/agent01',
      creatorTime: Date.UTC(2026, 11, 1),
    },
  ],
  collaborations: [],
  actions: ['accept', 'return', 'note'],
};

function fakeApi(overrides: Partial<WorkOrderApi> = {}): WorkOrderApi {
  const never = () => Promise.reject(new Error('not used'));
  return {
    screenPop: never,
    list: never,
    exportList: never,
    info: vi.fn(async () => info),
    create: never,
    update: never,
    remove: never,
    step: vi.fn(async () => '签收成功'),
    reply: never,
    savetjqs: never,
    report: never,
    reportDays: never,
    reportExport: never,
    ...overrides,
  };
}

describe('the pages and forms as data', () => {
  it('has a valid page schema for every list and the report pages', () => {
    for (const view of workOrderViewNames) expect(checkPageSchema(workOrderListPage(view as WorkOrderView), view)).toEqual([]);
    expect(checkPageSchema(unitReportPage, 'report')).toEqual([]);
    expect(checkPageSchema(unitDaysPage, 'days')).toEqual([]);
    expect(checkPageSchema(consultationPage, 'consultations')).toEqual([]);
  });

  it('compiles every form without issues', () => {
    for (const name of Object.keys(workOrderDefinitions) as WorkOrderFormName[]) {
      expect(
        workOrderForm(name).issues.filter((issue) => issue.severity !== 'note'),
        name,
      ).toEqual([]);
    }
  });

  it('opens the tab tabsactive names, the consultant spellings included', () => {
    expect(tabOf(undefined)).toBe('form');
    expect(tabOf('tjyp')).toBe('tjyp');
    expect(tabOf('xtYP')).toBe('xtyp');
    expect(tabOf('xtnotes')).toBe('zjtab');
    expect(tabOf('detail')).toBe('detail');
    expect(tabOf('zzz')).toBe('form');
  });
});

describe('values and queries', () => {
  it('turns the form values into the body and back', () => {
    const values = workOrderValues(info);
    expect(workOrderBody({ ...values, content: '  暖气漏水 ', files: [{ name: 'a.jpg', url: '/api/file/a.jpg', extra: 1 }] })).toEqual({
      ani: '13912345678',
      customerName: '王建国',
      address: '东城小区3号楼',
      category: 'leak',
      urgent: 2,
      content: '暖气漏水',
      files: [{ name: 'a.jpg', fileId: '', url: '/api/file/a.jpg' }],
      remark: '',
    });
    expect(workOrderValues(null, '13800000000')).toEqual({ ani: '13800000000', urgent: 1, files: [] });
  });

  it("makes each step's body", () => {
    expect(stepBodies.dispatch({ handleOrgId: 'org-1', handleUserId: '', note: ' 尽快 ' })).toEqual({ handleOrgId: 'org-1', note: '尽快' });
    expect(stepBodies.check({ pass: 0, satisfaction: 4, opinion: '' })).toEqual({ pass: 0, opinion: '', satisfaction: 4 });
    expect(stepBodies.collaborate({ organizeIds: ['a', '', 'b'] })).toEqual({ organizeIds: ['a', 'b'], note: '' });
    expect(stepBodies.note({ content: '下午上门', mentionUserIds: 'u-2' })).toEqual({ content: '下午上门', mentionUserIds: ['u-2'] });
  });

  it("counts a period's end date as its whole day; a drill-down's period as it is", () => {
    expect(periodOf({ startTime: 100, endTime: 1000 })).toEqual({ startTime: 100, endTime: 1000 + 86_400_000 });
    expect(
      listQueryOf({ view: 'report', handleOrgId: '', group: 'overdue', startTime: 1, endTime: 2, currentPage: 2, pageSize: 50 }),
    ).toEqual({
      view: 'report',
      handleOrgId: '',
      group: 'overdue',
      startTime: 1,
      endTime: 2,
      currentPage: 2,
      pageSize: 50,
    });
    expect(listQueryOf({ view: 'inProgress', status: '', urgent: '3', keyword: '暖气' })).toMatchObject({ urgent: 3, keyword: '暖气' });
  });
});

describe('the screen-pop', () => {
  it("opens the call's work order titled by the caller's number", async () => {
    const api: ScreenPopApi = { screenPop: vi.fn(async () => ({ id: '7001', inbid: 'GD202612010001', created: true })) };
    const navigate = vi.fn();
    const call = { callId: 'c1', ani: '13912345678', dnis: '96123', direction: 'inbound' };
    expect(await popWorkOrder(api, call, navigate)).toMatchObject({ created: true });
    expect(api.screenPop).toHaveBeenCalledWith(call);
    expect(navigate).toHaveBeenCalledWith('/subdev/appWorkorder/Form?id=7001&edit=1&ani=13912345678');
  });

  it('opens nothing when the server refused the call (it showed why)', async () => {
    const navigate = vi.fn();
    const api: ScreenPopApi = { screenPop: () => Promise.reject(new Error('非呼入信息不创建工单')) };
    expect(await popWorkOrder(api, { callId: 'c2', ani: '1', dnis: '', direction: 'outbound' }, navigate)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the form screen', () => {
  const render = (api: WorkOrderApi, tabsactive?: string) =>
    renderScreen(
      <WorkOrderFormScreen
        api={api}
        dataSource={createMemoryDataSource({ dictionaries: { repairType: [{ id: 'd1', enCode: 'leak', fullName: '漏水' }] } })}
        notify={() => undefined}
        query={{ id: '7001', tabsactive }}
        navigate={() => undefined}
      />,
    );

  it('shows the work order and the steps the server allows on tab 办理, and takes one', async () => {
    const api = fakeApi();
    render(api, 'tjyp');
    expect(await screen.findByText('工单编号：GD202612010001')).toBeTruthy();
    expect(screen.getByTestId('work-order-status').textContent).toBe('已派单');
    expect(screen.getByTestId('work-order-return')).toBeTruthy();
    expect(screen.queryByTestId('work-order-dispatch')).toBeNull();
    fireEvent.click(screen.getByTestId('work-order-accept'));
    await waitFor(() => expect(api.step).toHaveBeenCalledWith('7001', 'Accept'));
    await waitFor(() => expect(api.info).toHaveBeenCalledTimes(2));
  });

  it('shows the form read-only when the caller may not change it, and the history on its tab', async () => {
    render(fakeApi(), 'ydappmsg');
    expect(await screen.findByTestId('work-order-history')).toBeTruthy();
    expect(screen.getByText('派往 换热站运维班')).toBeTruthy();
    fireEvent.click(screen.getByTestId('work-order-tab-form'));
    expect(await screen.findByText('暖气漏水')).toBeTruthy();
    expect(screen.queryByTestId('work-order-save')).toBeNull();
  });
});

describe('a consultation', () => {
  const consultation = {
    id: 'q1',
    customerName: '李秀兰',
    mobilePhone: '13511112222',
    title: '停暖咨询',
    content: '小区今天停暖了吗',
    status: 0 as const,
    signUser: '',
    workOrderId: '',
    workOrderNumber: '',
    creatorTime: Date.UTC(2026, 11, 1),
    notes: [{ id: 'n1', content: '已回复用户', userName: '马晓燕/agent01', creatorTime: Date.UTC(2026, 11, 1) }],
  };
  const api = (signed: { result: 0 | 1; msg: string; inbid?: string }): ConsultationApi => ({
    list: () => Promise.reject(new Error('not used')),
    info: vi.fn(async () => consultation),
    create: () => Promise.reject(new Error('not used')),
    note: vi.fn(async () => '追记成功'),
    sign: vi.fn(async () => signed),
  });

  it('shows its notes and, signed, opens its work order', async () => {
    const navigate = vi.fn();
    const consultations = api({ result: 1, msg: '签收成功', inbid: 'GD202612010009' });
    renderScreen(
      <ConsultationDetailScreen
        id="q1"
        tabsactive="xtYP"
        api={consultations}
        form={createMemoryDataSource({})}
        notify={() => undefined}
        navigate={navigate}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '签收并生成工单' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/subdev/appWorkorder/Form?id=GD202612010009&edit=1'));
    fireEvent.click(screen.getByRole('tab', { name: '追记' }));
    expect(await screen.findByText('已回复用户')).toBeTruthy();
  });

  it("says who has it when it is someone else's", async () => {
    const navigate = vi.fn();
    const notify = vi.fn();
    renderScreen(
      <ConsultationDetailScreen
        id="q1"
        tabsactive="xtYP"
        api={api({ result: 0, msg: '该咨询已由马晓燕签收' })}
        form={createMemoryDataSource({})}
        notify={notify}
        navigate={navigate}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '签收并生成工单' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'warning', message: '该咨询已由马晓燕签收', duration: 1500 }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
