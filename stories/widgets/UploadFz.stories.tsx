import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FileValue } from '../../api/files';
import type { JnpfField } from '../../engine';
import { UploadStory } from './upload-story';

/**
 * File upload (`uploadFz` / `uploadFile`): every file goes through the chunked uploader (MD5, chunk
 * test, chunks, merge) against file services held in memory; the floating panel at the bottom right
 * lists them. `.exe` files are refused by the fake server as the real one does.
 */
const field = (props: Record<string, unknown> = {}, config: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: 'attachments',
  __config__: { jnpfKey: 'uploadFz', label: '附件', defaultValue: [], ...config },
  accept: '',
  fileSize: 10,
  sizeUnit: 'MB',
  buttonText: '点击上传',
  showTip: true,
  tipText: '单个文件不超过10MB',
  limit: 9,
  ...props,
});

const stored: FileValue[] = [
  { name: '供热合同#2026.pdf', fileId: '20260101_a1.pdf', url: '/api/file/Image/annex/20260101_a1.pdf', fileSize: 482_113, fileExtension: 'pdf' },
  { name: '换热站照片.png', fileId: '20260101_b2.png', url: '/api/file/Image/annex/20260101_b2.png', fileSize: 95_220, fileExtension: 'png' },
  { name: '管网图纸.dwg', fileId: '20260101_c3.dwg', url: '/api/file/Image/annex/20260101_c3.dwg', fileSize: 2_310_400, fileExtension: 'dwg' },
  { name: '运行记录.txt', fileId: '20260101_d4.txt', url: '/api/file/Image/annex/20260101_d4.txt', fileSize: 1_204, fileExtension: 'txt' },
];

const meta = {
  title: 'Widgets/UploadFz',
  component: UploadStory,
  args: { fields: [field()], state: 'edit' },
} satisfies Meta<typeof UploadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { attachments: stored };

export const Edit: Story = {};
/** Stored files: the name opens the preview (image viewer, pdf/txt frame, or the download offer), delete asks first. */
export const WithFiles: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
/** One file at a time; a second one is refused with 当前限制最多可以上传1个文件. */
export const LimitOne: Story = { args: { fields: [field({ limit: 1, buttonText: '选择合同' })], values: { attachments: stored.slice(0, 1) } } };
/** pdf and Word only, under 1 MB. */
export const TypesAndSize: Story = { args: { fields: [field({ accept: '.pdf,word', fileSize: 1, tipText: '只能上传 pdf、Word，且不超过1MB' })] } };
/** Required, validated as on submit. */
export const Errors: Story = { args: { state: 'error', fields: [field({}, { required: true })], values: {} } };
/** The fake server loses the next 8 chunks (5 retries, then 上传失败 and 重试) and refuses .exe files with its message. */
export const ServerErrors: Story = { args: { files: { lostChunks: 8 } } };
/** Slow answers: watch 文件校验中, 上传中 with its progress, pause and resume. */
export const SlowServer: Story = { args: { files: { latency: 1500 } } };
export const ListCell: Story = { args: { cell: true, values } };
