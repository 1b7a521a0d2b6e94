import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const options = [
  { fullName: '城东', id: 'east' },
  { fullName: '城西', id: 'west' },
  { fullName: '城南', id: 'south' },
];
const v2 = { __vModel__: 'area', __config__: { jnpfKey: 'select', label: '区域', required: true, dataType: 'static' }, __slot__: { options }, filterable: true };
const v3 = { __vModel__: 'area', __config__: { jnpfKey: 'select', label: '区域', required: true, dataType: 'static' }, options, showSearch: true };

describe.each([
  ['V2 (filterable, slot options)', v2],
  ['V3 (showSearch, top-level options)', v3],
])('select kind, %s', (_, field) => {
  it('filters by typing and picks with the keyboard', () => {
    const { controller } = renderDefinition([field]);
    const combo = screen.getByRole('combobox', { name: '区域' });
    fireEvent.change(combo, { target: { value: '西' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['城西']);
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(controller.getValues().area).toBe('west');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((combo as HTMLInputElement).value).toBe('城西');
  });

  it('clears, is required, and reads back the label', () => {
    const { controller, unmount } = renderDefinition([field], { initialValues: { area: 'east' } });
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(controller.getValues().area).toBeUndefined();
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('区域不能为空');
    unmount();
    renderDefinition([field], { mode: 'read', initialValues: { area: 'south' } });
    expect(screen.getByLabelText('区域').textContent).toBe('城南');
  });
});

describe('select kind, multiple', () => {
  const multiple = { __vModel__: 'areas', __config__: { jnpfKey: 'select', label: '区域', required: true, defaultValue: [] }, options, multiple: true };

  it('toggles options into an array and removes tags', () => {
    const { controller } = renderDefinition([multiple]);
    fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
    fireEvent.click(screen.getByRole('option', { name: '城南' }));
    fireEvent.click(screen.getByRole('option', { name: '城东' }));
    expect(controller.getValues().areas).toEqual(['south', 'east']);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清空 城南' }));
    expect(controller.getValues().areas).toEqual(['east']);
  });

  it('asks for at least one', () => {
    expect(compileJnpfForm({ fields: [multiple] }).schema.properties!.areas).toEqual({ type: 'array', title: '区域', default: [] });
    const { controller } = renderDefinition([multiple]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一个区域');
  });
});

describe('select kind, options from a data interface', () => {
  const fields = [
    { __vModel__: 'city', __config__: { jnpfKey: 'input', label: '城市' } },
    {
      __vModel__: 'station',
      __config__: {
        jnpfKey: 'select',
        label: '换热站',
        dataType: 'dynamic',
        propsUrl: 'stations',
        templateJson: [{ field: 'cityName', relationField: 'city', defaultValue: '' }],
      },
      props: { props: { label: 'name', value: 'code' } },
    },
  ];

  it('passes the related field as a parameter and cancels the stale call', async () => {
    // The first call (city 'A') answers slower than the second ('B'): only B's answer may land.
    const dataSource = createMemoryDataSource({
      latency: (call) => (call.method === 'dataInterface' && (call.args[1] as { defaultValue: unknown }[])[0]!.defaultValue === 'A' ? 80 : 5),
      interfaces: { stations: ({ cityName }) => [{ code: `${String(cityName)}-1`, name: `${String(cityName)}一站` }] },
    });
    const { controller } = renderDefinition(fields, { dataSource });
    const city = screen.getByLabelText('城市');
    fireEvent.change(city, { target: { value: 'A' } });
    fireEvent.change(city, { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('combobox', { name: '换热站' }));
    fireEvent.click(await screen.findByRole('option', { name: 'B一站' }));
    expect(controller.getValues().station).toBe('B-1');
    const calls = dataSource.calls.filter((c) => c.method === 'dataInterface');
    expect(calls.find((c) => (c.args[1] as { defaultValue: unknown }[])[0]!.defaultValue === 'A')?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('option', { name: 'A一站' })).toBeNull();
  });

  it('reads back the label from the interface', async () => {
    const dataSource = createMemoryDataSource({ interfaces: { stations: () => [{ code: 'x-1', name: '一号站' }] } });
    renderDefinition(fields, { mode: 'read', dataSource, initialValues: { station: 'x-1' } });
    await waitFor(() => expect(screen.getByLabelText('换热站').textContent).toBe('一号站'));
  });
});
