import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { demoDataSource } from '../engine/demo-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'services',
    __config__: { jnpfKey: 'checkbox', label: '服务（最多两项）', required: true, defaultValue: [], dataType: 'static' },
    options: [{ fullName: '供暖', id: 'heat' }, { fullName: '热水', id: 'water' }, { fullName: '制冷', id: 'cool' }],
    max: 2,
  },
  {
    __vModel__: 'hobby',
    __config__: { jnpfKey: 'checkbox', label: '爱好（字典）', defaultValue: [], dataType: 'dictionary', dictionaryType: 'hobby', border: true },
    props: { props: { label: 'fullName', value: 'enCode' } },
  },
];

const meta = {
  title: 'Widgets/Checkbox',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: demoDataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { services: ['heat'], hobby: ['read', 'run'] } } };
export const Disabled: Story = { args: { state: 'disabled', values: { services: ['heat'], hobby: ['read', 'run'] } } };
export const Errors: Story = { args: { state: 'error', values: {} } };
