import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryDataSource } from '../../engine';
import { WorkOrderFormScreen } from '../../screens/work-orders/WorkOrderFormScreen';
import { WorkOrderListScreen, WorkOrderReportScreen } from '../../screens/work-orders/WorkOrderPages';
import { memoryWorkOrderApi } from '../fixtures/work-order-client';

const api = memoryWorkOrderApi();
const dataSource = createMemoryDataSource({
  dictionaries: {
    repairType: [
      { id: 'd1', enCode: 'lowTemperature', fullName: '室温不达标' },
      { id: 'd2', enCode: 'leak', fullName: '漏水' },
    ],
  },
});
const common = { api, dataSource, notify: () => undefined, navigate: () => undefined };

/** The work-order form (/subdev/appWorkorder/Form) over an in-memory API: what each caller may do shows as buttons. */
const meta = {
  title: 'Screens/Work orders',
  component: WorkOrderFormScreen,
  args: { ...common, query: { id: '1', ani: '13912345671' } },
} satisfies Meta<typeof WorkOrderFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen-popped work order the agent fills in and dispatches (its tab reads 来电弹屏：13912345671). */
export const ScreenPopped: Story = {};

/** The handler's view of a dispatched work order on 办理: accept or return. */
export const ToAccept: Story = { args: { query: { id: '2', tabsactive: 'tjyp' } } };

/** A submitted work order with a collaborating unit's answer, on 协同. */
export const Collaboration: Story = { args: { query: { id: '3', tabsactive: 'xtyp' } } };

/** A closed work order's 处理记录: who did what, and the call's recording. */
export const History: Story = { args: { query: { id: '4', tabsactive: 'ydappmsg' } } };

/** A new work order typed in by hand. */
export const NewWorkOrder: Story = { args: { query: {} } };

/** 在办工单 (the list pages share one page schema by view). */
export const InProgressList: Story = {
  render: () => <WorkOrderListScreen view="inProgress" api={api} form={dataSource} notify={() => undefined} navigate={() => undefined} />,
};

/** 各单位工单统计 with its totals row. */
export const ReportByUnit: Story = {
  render: () => <WorkOrderReportScreen api={api} form={dataSource} notify={() => undefined} navigate={() => undefined} />,
};
