import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { formatColor, parseColor } from '../../../widgets/colorPicker/color';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

describe('colour text', () => {
  it('reads hex, rgb(a), hsl and hsv and writes the requested format', () => {
    expect(parseColor('#409EFF')).toEqual({ r: 64, g: 158, b: 255, a: 1 });
    expect(parseColor('rgba(64, 158, 255, 0.5)')).toEqual({ r: 64, g: 158, b: 255, a: 0.5 });
    expect(parseColor('hsl(210, 100%, 63%)')).toMatchObject({ r: 66, g: 161, b: 255 });
    expect(parseColor('nope')).toBeUndefined();
    const c = parseColor('#409eff')!;
    expect(formatColor(c, undefined, false)).toBe('#409EFF');
    expect(formatColor({ ...c, a: 0.5 }, undefined, true)).toBe('rgba(64, 158, 255, 0.5)');
    expect(formatColor(c, 'hsv', false)).toBe('hsv(210, 75%, 100%)');
  });
});

describe('colorPicker kind', () => {
  const field = {
    __vModel__: 'c',
    __config__: { jnpfKey: 'colorPicker', label: '颜色', required: true },
    'show-alpha': false,
    'color-format': '',
    size: 'small',
  };

  it('compiles to text without reporting Element props', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.c).toEqual({ type: 'string', title: '颜色' });
    expect(form.uiSchema.c['ui:options']).toMatchObject({ showAlpha: false, predefine: [] });
    expect(form.issues).toEqual([]);
  });

  it('stores a typed or picked colour as hex and shows a swatch in read mode', () => {
    const { controller, rerenderMode } = renderDefinition([field]);
    const text = screen.getByLabelText('颜色', { selector: 'input[type=text],input:not([type])' });
    fireEvent.change(text, { target: { value: '#12' } });
    expect(controller.getValues().c).toBeUndefined();
    fireEvent.change(text, { target: { value: '#12ab34' } });
    expect(controller.getValues().c).toBe('#12AB34');
    fireEvent.change(screen.getByLabelText('颜色', { selector: 'input[type=color]' }), { target: { value: '#ff0000' } });
    expect(controller.getValues().c).toBe('#FF0000');
    rerenderMode('read');
    expect(screen.getByText('#FF0000')).toBeTruthy();
  });

  it('with show-alpha stores rgba and has an opacity slider; disabled greys everything out', () => {
    const { controller } = renderDefinition([{ ...field, 'show-alpha': true }], { initialValues: { c: 'rgba(0, 0, 0, 1)' } });
    fireEvent.change(screen.getByLabelText('透明度'), { target: { value: '0.4' } });
    expect(controller.getValues().c).toBe('rgba(0, 0, 0, 0.4)');
    cleanup();
    renderDefinition([field], { mode: 'disabled' });
    expect((screen.getByLabelText('颜色', { selector: 'input[type=color]' }) as HTMLInputElement).disabled).toBe(true);
  });
});
