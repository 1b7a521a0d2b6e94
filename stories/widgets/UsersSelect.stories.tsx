import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindCellStory } from './kind-cell-story';
import { KindStory } from './kind-story';

/**
 * `usersSelect`, the general picker (JNPF 3.4.7 用户组件): tabs 部门 (the lazy organisation/user tree),
 * and in multiple mode 角色, 岗位 and 分组; values `<id>--<type>`.
 */
const fields: JnpfField[] = [
  { __vModel__: 'who', __config__: { jnpfKey: 'usersSelect', label: '人员（单选，id--user）' }, clearable: true },
  {
    __vModel__: 'whom',
    __config__: { jnpfKey: 'usersSelect', label: '参与方（多选：部门、人员、角色、岗位、分组）' },
    clearable: true,
    multiple: true,
  },
];

const dataSource = organisationDataSource({ latency: 150 });

const meta = {
  title: 'Widgets/UsersSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { who: 'u1--user', whom: ['d2--department', 'u5--user', 'r3--role', 'p1--position', 'g1--group'] };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
/** A restricted one (`selectType: 'custom'`): the flat list of the users its entries stand for. */
export const Restricted: Story = {
  args: {
    fields: [
      {
        __vModel__: 'who',
        __config__: { jnpfKey: 'usersSelect', label: '人员（运行部及赵敏）' },
        clearable: true,
        multiple: true,
        selectType: 'custom',
        ableIds: ['d1--department', 'u4--user'],
      },
    ],
  },
};
/** List cells: names of every type, never ids. */
export const ListCell: StoryObj<typeof KindCellStory> = {
  render: () => (
    <KindCellStory
      fields={fields}
      dataSource={dataSource}
      rows={[values, { who: 'u4--user', whom: ['c2--company', 'r1--role', 'g2--group'] }, { who: 'currentUser', whom: [] }]}
    />
  ),
};
