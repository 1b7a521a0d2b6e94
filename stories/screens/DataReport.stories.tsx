import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataReportClient } from '../../api/portal-client';
import { ReportScreen } from '../../screens/report/ReportScreen';

const columns = [
  { field: 'district', label: '所在区', total: 'count' as const },
  { field: 'customers', label: '户数', total: 'sum' as const },
  { field: 'heating', label: '供热户数', total: 'sum' as const },
  { field: 'heatingArea', label: '供热面积（㎡）', total: 'sum' as const, decimals: 2 },
  { field: 'paid', label: '已缴金额（元）', total: 'sum' as const, decimals: 2 },
];
const tariffs = [
  { value: 'residential', label: '居民' },
  { value: 'lowIncome', label: '低保户' },
];

const rows = [
  { district: '长安区', customers: 1210, heating: 1120, heatingArea: 121503.25, paid: 2673071.5 },
  { district: '桥西区', customers: 980, heating: 911, heatingArea: 98650.75, paid: 2170316.5 },
  { district: '新华区', customers: 1050, heating: 968, heatingArea: 104220.1, paid: 2292842.2 },
];

const client: DataReportClient = {
  view: async () => ({
    id: 'r1',
    fullName: '供热量统计报表',
    enCode: 'rpt-heat-consumption',
    columns,
    chart: { type: 'bar', category: 'district', values: ['customers', 'heating'] },
    filters: [
      {
        field: 'tariff',
        label: '收费类型',
        dataType: 'varchar',
        defaultValue: '',
        required: false,
        options: tariffs,
      },
    ],
  }),
  run: async () => ({
    list: rows,
    totals: { district: 3, customers: 3240, heating: 2999, heatingArea: 324374.1, paid: 7136230.2 },
  }),
  exportSheet: async () => ({ url: '#', name: '供热量统计报表.xlsx' }),
};

/** A data report (type-5 menus): filters, chart, rows and the totals row (docs/portal.md). */
const meta = {
  title: 'Screens/DataReport',
  component: ReportScreen,
  args: { reportKey: 'rpt-heat-consumption', client, resolveUrl: (path: string) => path, notify: () => undefined },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeatReport: Story = {};

/** No rows for the filters. */
export const Empty: Story = { args: { client: { ...client, run: async () => ({ list: [], totals: {} }) } } };

export const NotGranted: Story = { args: { client: { ...client, view: () => Promise.reject(new Error('403')) } } };
