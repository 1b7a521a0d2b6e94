import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { PrintFieldGroup } from '../../api/print-dev';
import type { ResourceClient } from '../../api/resource-client';
import { createMemoryDataSource } from '../../engine';
import { PrintServicesProvider } from '../../screens/print/print-services';
import TemplateEditor from '../../screens/print/TemplateEditor';
import { usePrint } from '../../screens/print/use-print';
import { createMemoryPrintClient } from '../fixtures/print-client';

/** A 热用户档案 payment slip: the customer, the payments as a loop table, amounts in capitals, who printed, the approval record. */
const slip = `<h2 style="text-align: center">热用户缴费单</h2>
<p>用户编号：{customerNo}&emsp;&emsp;用户名称：{customerName}</p>
<p>供热地址：{address}{detailAddress}</p>
<p>供热面积：{heatingArea} ㎡（大写金额({heatingArea})）</p>
<table border="1" style="width: 100%; border-collapse: collapse"><tbody>
<tr><th>供暖季</th><th>缴费日期</th><th>缴费金额(元)</th><th>大写</th><th>缴费方式</th></tr>
<tr><td>{payments.season}</td><td>{payments.payDate}</td><td>千位分隔符({payments.amount},2)</td><td>大写金额({payments.amount})</td><td>{payments.payMethod}</td></tr>
</tbody></table>
<p>审批记录：</p><p>{systemApprovalContent}</p>
<p style="text-align: right">打印人：{systemPrinter}&emsp;打印时间：{systemPrintTime}</p>`;

const records = {
  c1: {
    customerNo: 'SF2026000001',
    customerName: '张建国',
    address: '河北省/石家庄市/长安区',
    detailAddress: '幸福小区3号楼2单元101',
    heatingArea: 96.5,
    payments: [
      { season: '2024-2025', payDate: '2024-11-10', amount: 2123, payMethod: '微信' },
      { season: '2025-2026', payDate: '2025-11-08', amount: 12412.5, payMethod: '现金' },
    ],
  },
  c2: {
    customerNo: 'SF2026000002',
    customerName: '王秀英',
    address: '河北省/石家庄市/桥西区',
    detailAddress: '和平里5号楼1单元202',
    heatingArea: 80,
    payments: [{ season: '2025-2026', payDate: '2025-11-12', amount: 1760, payMethod: '支付宝' }],
  },
};

const templates = [
  { id: 'slip', fullName: '热用户缴费单', printTemplate: slip },
  { id: 'receipt', fullName: '缴费收据', printTemplate: '<p>今收到 {customerName} 采暖费 大写金额({heatingArea}) 。</p>' },
];

const operatorRecordList = [
  { nodeName: '开始', userName: '王芳', handleTime: Date.UTC(2025, 10, 8, 1, 30), handleStatus: 2 },
  { nodeName: '财务审核', userName: '张伟', handleTime: Date.UTC(2025, 10, 8, 6, 0), handleStatus: 1, handleOpinion: '同意' },
];

function Printing({ templateIds, recordIds, notify }: { templateIds: string[]; recordIds: string[]; notify(notice: Notice): void }) {
  const printing = usePrint({ notify });
  return (
    <Stack p="6" align="flex-start">
      <Text fontSize="sm">
        模板 {templateIds.join('、')}；记录 {recordIds.join('、')}
      </Text>
      <Button size="sm" onClick={() => printing.start({ templateIds, recordIds })}>
        打 印
      </Button>
      {printing.element}
    </Stack>
  );
}

/** The print of a generated form's records (docs/print.md): the chooser, the preview with 打印 and 下载 PDF. */
function PrintStory({ templateIds, recordIds }: { templateIds: string[]; recordIds: string[] }) {
  const [notices, setNotices] = useState<string[]>([]);
  const notify = (notice: Notice) => setNotices((list) => [...list, notice.message]);
  const client = createMemoryPrintClient({ templates, records, operatorRecordList, notify });
  return (
    <PrintServicesProvider value={{ client, printer: '张伟/zhangwei' }}>
      <Printing templateIds={templateIds} recordIds={recordIds} notify={notify} />
      <Text px="6" fontSize="xs" color="fg.muted">
        {notices.join(' · ')}
      </Text>
    </PrintServicesProvider>
  );
}

const meta = {
  title: 'Screens/Print',
  component: PrintStory,
  args: { templateIds: ['slip'], recordIds: ['c1'] },
} satisfies Meta<typeof PrintStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One template: the preview opens at once. */
export const OneRecord: Story = {};

/** Two templates: the 400 px chooser first. */
export const Chooser: Story = { args: { templateIds: ['slip', 'receipt'] } };

/** 批量打印: one sheet per record. */
export const Batch: Story = { args: { recordIds: ['c1', 'c2'] } };

const fields: PrintFieldGroup[] = [
  {
    id: 'headTable',
    fullName: '主表',
    children: [
      { id: 'customerNo', fullName: '用户编号' },
      { id: 'customerName', fullName: '用户名称' },
      { id: 'heatingArea', fullName: '供热面积(㎡)' },
    ],
  },
  {
    id: 'payments',
    fullName: '缴费记录',
    children: [
      { id: 'season', fullName: '供暖季' },
      { id: 'amount', fullName: '缴费金额(元)' },
    ],
  },
];

/** A resource client of 打印模板 that keeps nothing: the editor's reads answered from memory. */
const editorClient: ResourceClient = {
  info: async () => ({
    id: 'slip',
    fullName: '热用户缴费单',
    enCode: 'heatSlip',
    category: '缴费',
    type: 1,
    formId: 'heatCustomer',
    printTemplate: slip,
    sortCode: 0,
    enabledMark: 1,
  }),
  create: async () => ({ msg: '新建成功', data: { id: 'new' } }),
  update: async () => ({ msg: '修改成功', data: null }),
  get: async <T,>() =>
    ({ list: [{ id: 'c', fullName: '供热业务', hasChildren: true, children: [{ id: 'heatCustomer', fullName: '热用户档案' }] }] }) as T,
  all: async () => [],
  at: () => editorClient,
  list: async () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
  selector: async () => [],
  remove: async () => ({ msg: '删除成功', data: null }),
  toggleState: async () => ({ msg: '更新成功', data: { enabledMark: 1 } }),
  send: async () => ({ msg: '', data: null as never }),
};

/** The template editor on 热用户档案's fields (nothing is saved). */
export const Editor: StoryObj = {
  render: () => (
    <TemplateEditor
      client={editorClient}
      print={createMemoryPrintClient({ templates, records, fields })}
      formSource={createMemoryDataSource({})}
      notify={() => undefined}
      id="slip"
      onClose={() => undefined}
      onSaved={() => undefined}
    />
  ),
};
