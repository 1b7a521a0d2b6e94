import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileJnpfForm, fieldKinds, type JnpfField } from '../../../engine';
import { popupSource } from '../../../stories/fixtures/popup-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const field = (props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: 'name',
  __config__: { jnpfKey: 'autoComplete', label: '客户名称' },
  interfaceId: 'customers',
  interfaceName: '客户',
  templateJson: [],
  relationField: 'F_Name',
  total: 3,
  ...props,
});

const suggestions = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('auto-complete (autoComplete)', () => {
  it('compiles without reports; at most 50 suggestions; searchable as fuzzy text', () => {
    const form = compileJnpfForm({ fields: [field({ total: 80 })] });
    expect(form.issues).toEqual([]);
    expect(form.fields.get('name')?.options).toMatchObject({ total: 50 });
    expect(fieldKinds.get('autoComplete')?.searchMatch).toBe(2);
  });

  it('keeps typed text and suggests matching values, at most total, from one call of 10000 rows', async () => {
    const dataSource = popupSource();
    const { controller } = renderDefinition([field()], { dataSource });
    const box = screen.getByRole('combobox', { name: '客户名称' });
    fireEvent.change(box, { target: { value: '客户2' } });
    expect(controller.getValues().name).toBe('客户2');
    await waitFor(() => expect(suggestions()).toEqual(['客户2', '客户20', '客户21']));
    const asked = dataSource.calls.filter((call) => call.method === 'popupPage' && !call.aborted);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.args[0]).toMatchObject({ keyword: '客户2', pageSize: 10000, currentPage: 1, relationField: 'F_Name' });
  });

  it('moves with up and down, takes a suggestion with Enter, closes with Escape', async () => {
    const { controller } = renderDefinition([field()], { dataSource: popupSource() });
    const box = screen.getByRole('combobox', { name: '客户名称' });
    fireEvent.change(box, { target: { value: '客户1' } });
    await waitFor(() => expect(suggestions()).toEqual(['客户1', '客户10', '客户11']));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('客户10');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(controller.getValues().name).toBe('客户1');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(box, { target: { value: '客户2' } });
    await waitFor(() => expect(screen.getByRole('listbox')).toBeTruthy());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(controller.getValues().name).toBe('客户2');
  });

  it('takes a clicked suggestion; reads as text', async () => {
    const { controller, rerenderMode } = renderDefinition([field()], { dataSource: popupSource() });
    fireEvent.change(screen.getByRole('combobox', { name: '客户名称' }), { target: { value: '客户25' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: '客户25' }));
    expect(controller.getValues().name).toBe('客户25');
    rerenderMode('read');
    expect(screen.getByText('客户25')).toBeTruthy();
  });
});
