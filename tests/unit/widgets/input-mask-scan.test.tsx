import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { maskText, maskConfigOf } from '../../../widgets/input/mask';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const mask = (maskType: number, more: Record<string, unknown> = {}) => maskConfigOf({ filler: '*', maskType, ...more });

describe('maskText (JNPF maskConfig rules)', () => {
  it.each([
    [1, '13800000000', '***********'],
    [2, '张三丰', '张*丰'],
    [2, '张三', '张*'],
    [3, '13812340000', '138****0000'],
    [4, 'zhangwei@example.com', 'zha*****@example.com'],
    [5, '110101199003071234', '110101****234'],
    [6, '192.168.1.10', '192.***.***.***'],
    [7, '京A12345', '京****45'],
    [8, '6222021234567890123', '622202*********0123'],
  ])('maskType %i shows %s as %s', (type, text, shown) => {
    expect(maskText(text, mask(type))).toBe(shown);
  });

  it('custom rules: counts, up to a character, kept characters, a fixed number of fillers', () => {
    expect(maskText('ABCDEFGH', mask(0, { prefixType: 2, prefixLimit: 2, suffixType: 2, suffixLimit: 1 }))).toBe('AB*****H');
    expect(maskText('dept-0042-x', mask(0, { prefixType: 4, prefixSpecifyChar: '-' }))).toBe('dept-******');
    expect(maskText('12-34-56', mask(0, { ignoreChar: '-' }))).toBe('**-**-**');
    expect(maskText('ABCDEFGH', mask(0, { prefixType: 2, prefixLimit: 1, useUnrealMask: true, unrealMaskLength: 3 }))).toBe('A***');
  });
});

const phone = {
  __vModel__: 'phone',
  __config__: { jnpfKey: 'input', label: '手机' },
  useMask: true,
  maskConfig: {
    filler: '*',
    maskType: 3,
    prefixType: 1,
    prefixLimit: 0,
    prefixSpecifyChar: '',
    suffixType: 1,
    suffixLimit: 0,
    suffixSpecifyChar: '',
    ignoreChar: '',
    useUnrealMask: false,
    unrealMaskLength: 1,
  },
};

describe('input with useMask', () => {
  it('shows the masked value when not focused and the whole value while editing; stores the whole value', () => {
    const { controller } = renderDefinition([phone], { initialValues: { phone: '13812340000' } });
    const input = screen.getByLabelText('手机') as HTMLInputElement;
    expect(input.value).toBe('138****0000');
    fireEvent.focus(input);
    expect(input.value).toBe('13812340000');
    fireEvent.change(input, { target: { value: '13900001111' } });
    fireEvent.blur(input);
    expect(input.value).toBe('139****1111');
    expect(controller.getValues().phone).toBe('13900001111');
  });

  it('shows the masked value in read mode', () => {
    renderDefinition([phone], { mode: 'read', initialValues: { phone: '13812340000' } });
    expect(screen.getByText('138****0000')).toBeTruthy();
    expect(screen.queryByText('13812340000')).toBeNull();
  });
});

describe('input with useScan', () => {
  const scanned = { __vModel__: 'code', __config__: { jnpfKey: 'input', label: '设备编码' }, useScan: true };

  it('a scan button opens a dialog where the scanned (or pasted) text is entered', async () => {
    const { controller } = renderDefinition([scanned]);
    fireEvent.click(screen.getByRole('button', { name: '扫码' }));
    const box = await screen.findByLabelText('扫码结果');
    fireEvent.change(box, { target: { value: 'HX-2026-0001' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByLabelText('扫码结果')).toBeNull());
    expect(controller.getValues().code).toBe('HX-2026-0001');
    expect((screen.getByLabelText('设备编码') as HTMLInputElement).value).toBe('HX-2026-0001');
  });

  it('Enter in the dialog confirms (a scanner types the code and Enter); cancel keeps the value', async () => {
    const { controller } = renderDefinition([scanned], { initialValues: { code: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: '扫码' }));
    fireEvent.change(await screen.findByLabelText('扫码结果'), { target: { value: 'X1' } });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByLabelText('扫码结果')).toBeNull());
    expect(controller.getValues().code).toBe('OLD');

    fireEvent.click(screen.getByRole('button', { name: '扫码' }));
    const box = await screen.findByLabelText('扫码结果');
    fireEvent.change(box, { target: { value: 'X2' } });
    act(() => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    await waitFor(() => expect(controller.getValues().code).toBe('X2'));
  });

  it('has no scan button when disabled', () => {
    renderDefinition([{ ...scanned, disabled: true }]);
    expect(screen.queryByRole('button', { name: '扫码' })).toBeNull();
  });
});
