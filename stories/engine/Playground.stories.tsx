import type { Meta, StoryObj } from '@storybook/react-vite';
import basicOld from '../../tests/fixtures/forms/basic-old.json';
import containersNew from '../../tests/fixtures/forms/containers-new.json';
import { Playground } from './playground';

const schema = {
  type: 'object',
  required: ['account', 'mobilePhone'],
  properties: {
    account: { type: 'string', title: '账号', maxLength: 50, format: 'userAccount' },
    realName: { type: 'string', title: '姓名' },
    mobilePhone: { type: 'string', title: '手机', format: 'phone' },
    gender: { type: 'string', title: '性别', enum: ['1', '2'] },
    enabled: { type: 'boolean', title: '启用', default: true },
    sortCode: { type: 'integer', title: '排序', minimum: 0 },
    description: { type: 'string', title: '说明' },
  },
};
const uiSchema = {
  realName: { 'ui:options': { span: 12 } },
  account: { 'ui:options': { span: 12 } },
  gender: { 'ui:widget': 'radio', 'ui:options': { enumNames: ['男', '女'], span: 12 } },
  enabled: { 'ui:options': { span: 12 } },
  description: { 'ui:widget': 'textarea' },
};

const meta = {
  title: 'Engine/Playground',
  component: Playground,
  parameters: { layout: 'fullscreen' },
  args: {
    input: 'jnpf',
    definition: JSON.stringify(basicOld, null, 2),
    schema: JSON.stringify(schema, null, 2),
    uiSchema: JSON.stringify(uiSchema, null, 2),
  },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JnpfDefinition: Story = {};
export const Containers: Story = { args: { definition: JSON.stringify(containersNew, null, 2) } };
export const SchemaAndUiSchema: Story = { args: { input: 'schema' } };
export const MalformedDefinition: Story = { args: { definition: JSON.stringify({ fields: [{ __config__: { label: '姓名' } }] }, null, 2) } };
