import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryPage, pickerPage } from './page-demo';
import { PageStory } from './page-story';

const meta = {
  title: 'Engine/Page',
  component: PageStory,
  args: { schema: categoryPage },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Left category tree (filter, menu with a drawer), keyword search, tree table, state switch, dialogs. */
export const CategoryTreeAndTreeTable: Story = {};
/** The same page for a user whose permission list has only btn_edit: add and delete are gone. */
export const WithoutAddAndDelete: Story = { args: { buttons: ['btn_edit'] } };
/** No entries: the empty state. */
export const Empty: Story = { args: { empty: true } };
/** Paging (20 by default; sizes 20/50/100/500/100000), index and radio columns. */
export const PickerWithPaging: Story = { args: { schema: pickerPage } };
