import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResourceClient } from '../../api/resource-client';
import type { CodeGeneratorBody, VisualDevWebType } from '../../api/visual-dev';
import { createMemoryDataSource } from '../../engine';
import { CodeGeneratorDialog } from '../../screens/visual-dev/CodeGeneratorDialog';
import { PreviewDialog } from '../../screens/visual-dev/PreviewDialog';
import heatCustomer from '../../server/seed/visual-dev/heat-customer.json';
import { generatedFiles } from '../../server/visual-dev/code-files';

const { definition } = heatCustomer;
const stored = {
  id: 'heat-customer',
  fullName: definition.fullName,
  enCode: definition.enCode,
  webType: definition.webType as VisualDevWebType,
  formData: JSON.stringify(definition.formData),
  columnData: JSON.stringify(definition.columnData),
  interfaceId: null,
  interfaceName: null,
  interfaceParam: null,
};

/** 功能设计's client over the seeded 热用户档案: its definition, and the generator's files made as the server makes them. */
const client = {
  info: async () => stored,
  resolveUrl: (path: string) => path,
  at: () => ({
    all: async () => [],
    send: async (_method: string, path: string, body: CodeGeneratorBody) => {
      if (path.endsWith('/CodePreview')) return { msg: '', data: { list: generatedFiles(stored, body, new Date()) } };
      return { msg: '', data: { name: `${body.module}.zip`, url: '#' } };
    },
  }),
} as unknown as ResourceClient;

const notify = () => undefined;

/** The code generator of 功能设计 (代码预览, 下载代码) over the seeded 热用户档案: its files listed by folder, each readable. */
const meta = {
  title: 'Screens/VisualDev/CodeGenerator',
  component: CodeGeneratorDialog,
  args: { client, id: 'heat-customer', previewAtOnce: true, canPreview: true, canDownload: true, onClose: () => undefined },
} satisfies Meta<typeof CodeGeneratorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by 代码预览: generated at once. */
export const CodePreview: Story = {};

/** Opened by 下载代码 by a user without btn_preview: the options and the download only. */
export const DownloadOnly: Story = { args: { previewAtOnce: false, canPreview: false } };

/** 预览: the definition as its menu shows it, over no records; 新增 opens the form, which is not saved. */
export const Preview: StoryObj<typeof PreviewDialog> = {
  render: () => (
    <PreviewDialog client={client} id="heat-customer" formSource={createMemoryDataSource({})} notify={notify} onClose={() => undefined} />
  ),
};
