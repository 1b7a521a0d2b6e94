import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** The fields the 岗位管理 menu offers (`GET ModuleDataAuthorize/{moduleId}/List`). */
const positionFields = [
  { id: 'fullName', enCode: 'fullName', fullName: '岗位名称', type: 'text' },
  { id: 'enCode', enCode: 'enCode', fullName: '岗位编码', type: 'text' },
  { id: 'department', enCode: 'department', fullName: '所属部门', type: 'text' },
  { id: 'organizeId', enCode: 'organizeId', fullName: '所属组织', type: 'text' },
  { id: 'sortCode', enCode: 'sortCode', fullName: '排序', type: 'integer' },
];

const fields: JnpfField[] = [
  {
    __vModel__: 'scope',
    __config__: { jnpfKey: 'radio', label: '数据范围', dataType: 'static', defaultValue: 'custom' },
    options: [
      { id: 'all', fullName: '全部数据' },
      { id: 'own', fullName: '本人' },
      { id: 'custom', fullName: '自定义' },
    ],
  },
  { __vModel__: 'conditionJson', __config__: { jnpfKey: 'ruleConditions', label: '条件' }, fields: positionFields, scopeField: 'scope' },
];

const stored = JSON.stringify([
  { field: 'department', op: '==', value: '财务部' },
  { field: 'organizeId', op: '==', value: '@organizeId' },
  { field: 'fullName', op: 'notNull' },
]);

const meta = {
  title: 'Widgets/RuleConditions',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Edit: Story = { args: { values: { scope: 'custom', conditionJson: stored } } };
/** Another scope: the conditions do not count, and the editor says so. */
export const NotCustom: Story = { args: { values: { scope: 'all', conditionJson: stored } } };
export const Read: Story = { args: { state: 'read', values: { scope: 'custom', conditionJson: stored } } };
export const Disabled: Story = { args: { state: 'disabled', values: { scope: 'custom', conditionJson: stored } } };
/** A menu whose lists are not resources offers no fields. */
export const NoFields: Story = {
  args: {
    fields: [fields[0]!, { ...fields[1]!, fields: [] }],
    values: { scope: 'custom' },
  },
};
export const English: Story = { args: { language: 'en', values: { scope: 'custom', conditionJson: stored } } };
