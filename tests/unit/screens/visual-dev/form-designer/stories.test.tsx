/** The form designer's stories draw: each stored definition's top-level fields on the canvas, the empty canvas's hint. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../helpers/kinds';
import { renderScreen } from '../../render-screen';

afterEach(cleanup);

type Field = { __config__?: { label?: string; jnpfKey?: string } };

describe('the form designer’s stories', () => {
  it.each(['HeatCustomers', 'Containers', 'CalculatedTable', 'PurchaseInvoice'] as const)(
    '%s draws the stored fields on the canvas',
    async (name) => {
      const stories = await import('../../../../../stories/screens/FormDesigner.stories');
      const Story = stories.default.component;
      const args = { ...stories.default.args, ...(stories[name] as { args?: object }).args };
      renderScreen(<Story {...(args as Parameters<typeof Story>[0])} />);
      const canvas = await screen.findByTestId('designer-canvas', {}, { timeout: 20_000 });
      const fields = (args.formData as { fields: Field[] }).fields;
      expect(fields.length).toBeGreaterThan(0);
      const first = fields[0]!.__config__!.label!;
      const groups = await within(canvas).findAllByRole('group', { name: new RegExp(`^${first}（`) }, { timeout: 20_000 });
      expect(groups.length).toBeGreaterThan(0);
      expect(within(canvas).getAllByRole('group').length).toBeGreaterThanOrEqual(fields.length);
    },
    30_000,
  );

  it('Fresh shows the empty canvas and its hint', async () => {
    const stories = await import('../../../../../stories/screens/FormDesigner.stories');
    const Story = stories.default.component;
    renderScreen(<Story {...stories.Fresh.args} />);
    const canvas = await screen.findByTestId('designer-canvas', {}, { timeout: 20_000 });
    expect(within(canvas).getByText('从左侧拖入字段，或选中控件后按回车添加')).toBeTruthy();
    expect(within(canvas).queryAllByRole('group')).toHaveLength(0);
  });
});
