import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageValue } from '../../api/files';
import type { JnpfField } from '../../engine';
import { UploadStory } from './upload-story';

/** Image upload (`uploadImg`): the simple upload to `annexpic` against file services held in memory; thumbnails open the viewer. */
const field = (props: Record<string, unknown> = {}, config: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: 'photos',
  __config__: { jnpfKey: 'uploadImg', label: '现场照片', defaultValue: [], ...config },
  accept: '',
  fileSize: 5,
  sizeUnit: 'MB',
  showTip: true,
  tipText: '最多9张，每张不超过5MB',
  limit: 9,
  ...props,
});

const stored: ImageValue[] = [
  { name: '一号泵站#东.png', fileId: '20260101_p1.png', url: '/api/file/Image/annexpic/20260101_p1.png' },
  { name: '阀门井.jpg', fileId: '20260101_p2.jpg', url: '/api/file/Image/annexpic/20260101_p2.jpg' },
  { name: '换热器.png', fileId: '20260101_p3.png', url: '/api/file/Image/annexpic/20260101_p3.png' },
];

const meta = {
  title: 'Widgets/UploadImg',
  component: UploadStory,
  args: { fields: [field()], state: 'edit' },
} satisfies Meta<typeof UploadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { photos: stored };

export const Edit: Story = {};
export const WithImages: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
/** One image; another is refused with 最多只能上传1张图片. */
export const LimitOne: Story = { args: { fields: [field({ limit: 1 })], values: { photos: stored.slice(0, 1) } } };
export const Errors: Story = { args: { state: 'error', fields: [field({}, { required: true })], values: {} } };
/** The fake server refuses every image: its message shows for 1.5 s and the image is dropped. */
export const ServerErrors: Story = { args: { files: { refuseUpload: '图片内容与扩展名不符' } } };
export const ListCell: Story = { args: { cell: true, values } };
