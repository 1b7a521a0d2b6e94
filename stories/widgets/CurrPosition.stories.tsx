import type { Meta, StoryObj } from '@storybook/react-vite';
import { e2DataSource } from '../fixtures/e2-data-source';
import { savedSystemValues, systemFields } from '../fixtures/e2-system-fields';
import { KindStory } from './kind-story';

/**
 * A system kind: the server writes its value, the form only shows it. Edit previews a new record;
 * read shows a saved one by name; there is no error state (nothing to enter).
 */
const meta = {
  title: 'Widgets/CurrPosition',
  component: KindStory,
  args: { fields: [systemFields.currPosition!], state: 'edit', dataSource: e2DataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { currPosition: savedSystemValues.currPosition } } };
export const Disabled: Story = { args: { state: 'disabled', values: { currPosition: savedSystemValues.currPosition } } };
