import type { Meta, StoryObj } from '@storybook/react-vite';
import { compileJnpfForm } from '../../engine';
import basicOld from '../../tests/fixtures/forms/basic-old.json';
import basicNew from '../../tests/fixtures/forms/basic-new.json';
import { FormStory } from './form-story';
import '../../widgets';

const old = compileJnpfForm(basicOld);
const values = {
  comInputField101: 'zhang01',
  numInputField102: 1234.5,
  textareaField103: '第一行\n第二行',
  switchField104: 1,
  radioField105: '2',
  checkboxField106: ['read', 'run'],
  selectField107: 'east',
  selectField108: ['e1'],
};

const meta = {
  title: 'Engine/Renderer',
  component: FormStory,
  args: { form: old, mode: 'edit' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The old naming generation (comInput, numInput, options in __slot__). */
export const EditOldGeneration: Story = {};
/** The same form in the new naming generation (input, inputNumber, V3 props). */
export const EditNewGeneration: Story = { args: { form: compileJnpfForm(basicNew) } };
export const Read: Story = { args: { mode: 'read', values } };
export const Disabled: Story = { args: { mode: 'disabled', values } };
/** Submitted empty: required messages of reference 2.10 under each field. */
export const Errors: Story = { args: { submitted: true } };
export const ErrorsInEnglish: Story = { args: { submitted: true, language: 'en' } };
/** Form permission on: only the listed fields show. */
export const WithPermissionList: Story = { args: { permissions: ['comInputField101', 'radioField105', 'selectField107'] } };
export const LabelsOnTop: Story = { args: { form: compileJnpfForm({ ...basicOld, labelPosition: 'top' }) } };
export const WideLabelsMediumSize: Story = { args: { form: compileJnpfForm({ ...basicOld, labelWidth: 160, size: 'medium' }) } };
