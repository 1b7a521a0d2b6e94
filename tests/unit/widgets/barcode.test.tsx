import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const code = { __vModel__: 'code', __config__: { jnpfKey: 'input', label: '编号' } };

describe('barcode kind', () => {
  it('compiles with the spec defaults: CODE128, width 4, height 40', () => {
    const form = compileJnpfForm({ fields: [{ __config__: { jnpfKey: 'barcode', label: '条形码', formId: 1 }, format: 'code128', dataType: 'static', staticText: 'A1' }] });
    const node = form.layout[0]!;
    expect(node.type).toBe('static');
    if (node.type === 'static') expect(node.field.options).toMatchObject({ format: 'CODE128', width: 4, height: 40, dataType: 'static', staticText: 'A1' });
    expect(form.issues).toEqual([]);
  });

  it('draws static alphanumeric text as SVG bars without the text', () => {
    renderDefinition([{ __config__: { jnpfKey: 'barcode', label: '条形码', formId: 1 }, staticText: 'HEAT2026' }]);
    const svg = screen.getByRole('img', { name: '条形码 HEAT2026' });
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(svg.querySelector('text')).toBeNull();
    // margin 5 and height 40: the drawing is 50 high.
    expect(svg.getAttribute('height')).toBe('50px');
  });

  it('follows the related field and draws only letters and digits', () => {
    const { controller } = renderDefinition([code, { __config__: { jnpfKey: 'barcode', label: '条形码', formId: 2 }, dataType: 'relation', relationField: 'code' }]);
    expect(screen.queryByRole('img', { name: /条形码 / })).toBeNull();
    act(() => controller.change(['code'], 'AB12'));
    expect(screen.getByRole('img', { name: '条形码 AB12' }).querySelectorAll('rect').length).toBeGreaterThan(10);
    act(() => controller.change(['code'], 'AB-12'));
    const svg = screen.getByTestId('barcode').querySelector('svg')!;
    expect(svg.childElementCount).toBe(0);
  });
});

describe('qrcode kind', () => {
  it('compiles the size from size or the designer width, defaulting to 40', () => {
    const form = compileJnpfForm({
      fields: [
        { __config__: { jnpfKey: 'qrcode', label: 'a', formId: 1 }, width: 100, staticText: 'x' },
        { __config__: { jnpfKey: 'qrcode', label: 'b', formId: 2 }, staticText: 'x' },
      ],
    });
    const sizes = form.layout.map((n) => (n.type === 'static' ? n.field.options.size : undefined));
    expect(sizes).toEqual([100, 40]);
  });

  it('draws an SVG of the configured size with lowest error correction, following a related field', () => {
    const { controller } = renderDefinition([code, { __config__: { jnpfKey: 'qrcode', label: '二维码', formId: 3 }, size: 120, dataType: 'relation', relationField: 'code' }]);
    expect(screen.getByTestId('qrcode').querySelector('svg')).toBeNull();
    act(() => controller.change(['code'], 'https://example.com/a'));
    const svg = screen.getByRole('img', { name: '二维码 https://example.com/a' });
    expect(svg.getAttribute('width')).toBe('120');
    // Version 2 at level L holds 32 bytes: 25 modules a side (level H would need version 4, 33).
    expect(svg.getAttribute('data-modules')).toBe('25');
  });
});
