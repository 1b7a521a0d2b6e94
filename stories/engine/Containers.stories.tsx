import type { Meta, StoryObj } from '@storybook/react-vite';
import { compileJnpfForm } from '../../engine';
import containersOld from '../../tests/fixtures/forms/containers-old.json';
import containersNew from '../../tests/fixtures/forms/containers-new.json';
import { FormStory } from './form-story';
import '../../widgets';

const meta = {
  title: 'Engine/Containers',
  component: FormStory,
  args: { form: compileJnpfForm(containersOld), mode: 'edit' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row, card, tab, collapse and a table grid whose first cell spans two rows (old naming generation). */
export const AllContainers: Story = {};
export const NewGeneration: Story = { args: { form: compileJnpfForm(containersNew) } };
export const Read: Story = { args: { mode: 'read', values: { rowLeft: '甲', rowRight: 3, cardPhone: '13912345678', tabFirst: '一', gridTall: '高' } } };
/** Submitted: the tab switches to the pane with the first error. */
export const ErrorInHiddenTab: Story = { args: { submitted: true } };
export const FlexRow: Story = {
  args: {
    form: compileJnpfForm({
      fields: [
        {
          __config__: {
            jnpfKey: 'row',
            children: [
              { __vModel__: 'a', __config__: { jnpfKey: 'input', label: '居中 A', span: 8 } },
              { __vModel__: 'b', __config__: { jnpfKey: 'input', label: '居中 B', span: 8 } },
            ],
          },
          type: 'flex',
          justify: 'center',
        },
      ],
    }),
  },
};
