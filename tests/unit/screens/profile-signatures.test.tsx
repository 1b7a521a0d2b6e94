/**
 * The profile's drawn signatures: the pad dialog (an empty pad is refused, a drawing is sent as PNG
 * data) and the list (set default, delete after a confirmation). jsdom has no canvas, so signature_pad
 * is replaced at the module boundary by a pad whose strokes the test draws.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SignImage } from '../../../api';
import { SignatureDialog } from '../../../screens/profile/SignatureDialog';
import { SignaturePanel, type SignatureApi } from '../../../screens/profile/SignaturePanel';
import { i18n } from '../../../shell/i18n';
import { ok, refused, renderScreen } from './render-screen';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface DrawnPad {
  canvas: HTMLCanvasElement;
  draw(): void;
  isEmpty(): boolean;
  toDataURL: (type?: string) => string;
}

const pads = vi.hoisted(() => [] as DrawnPad[]);

vi.mock('signature_pad', () => {
  class FakePad {
    strokes: unknown[] = [];
    listeners = new Map<string, Set<() => void>>();
    canvas: HTMLCanvasElement;
    constructor(canvas: HTMLCanvasElement) {
      this.canvas = canvas;
      pads.push(this);
    }
    /** What a stroke with the mouse does: a point group more, then `endStroke`. */
    draw() {
      this.strokes.push({ points: [{ x: 1, y: 1, pressure: 0.5, time: 0 }] });
      for (const listener of this.listeners.get('endStroke') ?? []) listener();
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    clear() {
      this.strokes = [];
    }
    toData() {
      return [...this.strokes];
    }
    fromData(data: unknown[]) {
      this.strokes = [...data];
    }
    toDataURL = vi.fn((_type?: string) => PNG);
    on() {}
    off() {}
    addEventListener(type: string, listener: () => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(listener);
    }
    removeEventListener(type: string, listener: () => void) {
      this.listeners.get(type)?.delete(listener);
    }
  }
  return { default: FakePad };
});

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  pads.length = 0;
});

/** The dialog once its pad exists (the save button waits for it). */
async function openPad() {
  const dialog = await screen.findByRole('dialog', { name: '新建签名' });
  const save = within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  expect(pads).toHaveLength(1);
  return { dialog, save, pad: pads[0]! };
}

describe('SignatureDialog', () => {
  it('refuses an empty pad with a message and calls nothing', async () => {
    const api = { addSignImage: vi.fn(() => ok({ id: 's1' }, '保存成功')) };
    const onSaved = vi.fn();
    renderScreen(<SignatureDialog api={api} open onClose={() => {}} onSaved={onSaved} />);
    const { dialog, save, pad } = await openPad();
    expect(pad.canvas).toBe(within(dialog).getByRole('img', { name: /签名板/ }));

    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请先在签名板上书写签名');

    // Drawn, then cleared: empty again.
    pad.draw();
    fireEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请先在签名板上书写签名');
    expect(api.addSignImage).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('undoes the last stroke', async () => {
    const api = { addSignImage: vi.fn(() => ok({ id: 's1' }, '保存成功')) };
    renderScreen(<SignatureDialog api={api} open onClose={() => {}} onSaved={() => {}} />);
    const { dialog, save, pad } = await openPad();
    const undo = within(dialog).getByRole('button', { name: '撤销' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);

    pad.draw();
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(undo);
    await waitFor(() => expect(undo.disabled).toBe(true));
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请先在签名板上书写签名');
    expect(api.addSignImage).not.toHaveBeenCalled();
  });

  it('sends the drawing as PNG data, as the default one when asked', async () => {
    const api = { addSignImage: vi.fn((_body: { signImg: string; isDefault?: 0 | 1 }) => ok({ id: 's1' }, '保存成功')) };
    const onSaved = vi.fn();
    renderScreen(<SignatureDialog api={api} open onClose={() => {}} onSaved={onSaved} />);
    const { dialog, save, pad } = await openPad();
    pad.draw();
    pad.draw();
    const asDefault = within(dialog).getByLabelText('设为默认签名') as HTMLInputElement;
    fireEvent.click(asDefault);
    await waitFor(() => expect(asDefault.checked).toBe(true));
    fireEvent.click(save);

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('保存成功'));
    expect(pad.toDataURL).toHaveBeenCalledWith('image/png');
    expect(api.addSignImage).toHaveBeenCalledWith({ signImg: PNG, isDefault: 1 });
    expect(api.addSignImage.mock.calls[0]![0].signImg).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps the drawing when the server refuses it', async () => {
    const api = { addSignImage: vi.fn(() => refused('参数 signImg 格式不正确')) };
    const onSaved = vi.fn();
    renderScreen(<SignatureDialog api={api} open onClose={() => {}} onSaved={onSaved} />);
    const { save, pad } = await openPad();
    pad.draw();
    fireEvent.click(save);
    await waitFor(() => expect(api.addSignImage).toHaveBeenCalledWith({ signImg: PNG, isDefault: 0 }));
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(onSaved).not.toHaveBeenCalled();
    expect(pad.isEmpty()).toBe(false);
  });
});

describe('SignaturePanel', () => {
  function fakeApi(initial: SignImage[]) {
    let rows = initial.map((row) => ({ ...row }));
    return {
      getSignImages: vi.fn(() => ok(rows.map((row) => ({ ...row })))),
      addSignImage: vi.fn((body: { signImg: string; isDefault?: 0 | 1 }) => {
        const first = rows.length === 0;
        if (first || body.isDefault === 1) rows = rows.map((row) => ({ ...row, isDefault: 0 as const }));
        rows = [{ id: `s${rows.length + 10}`, signImg: body.signImg, isDefault: first || body.isDefault === 1 ? 1 : 0 }, ...rows];
        return ok({ id: rows[0]!.id }, '保存成功');
      }),
      setDefaultSignImage: vi.fn((id: string) => {
        rows = rows.map((row) => ({ ...row, isDefault: row.id === id ? 1 : 0 }));
        return ok(null, '设置成功');
      }),
      deleteSignImage: vi.fn((id: string) => {
        rows = rows.filter((row) => row.id !== id);
        return ok(null, '删除成功');
      }),
    } satisfies SignatureApi;
  }

  const two: SignImage[] = [
    { id: 's2', signImg: PNG, isDefault: 0 },
    { id: 's1', signImg: PNG, isDefault: 1 },
  ];

  it('lists the signatures with the default one marked, and sets another as default', async () => {
    const api = fakeApi(two);
    renderScreen(<SignaturePanel api={api} />);
    const newer = await screen.findByRole('listitem', { name: '签名 2' });
    const older = screen.getByRole('listitem', { name: '签名 1' });
    expect(within(older).getByText('默认')).toBeTruthy();
    expect((within(newer).getByRole('img', { name: '签名 2' }) as HTMLImageElement).src).toBe(PNG);

    fireEvent.click(within(newer).getByRole('button', { name: '设为默认' }));
    expect((await screen.findByRole('status')).textContent).toContain('设置成功');
    expect(api.setDefaultSignImage).toHaveBeenCalledWith('s2');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: '签名 2' })).queryByText('默认')).toBeTruthy());
    expect(within(screen.getByRole('listitem', { name: '签名 1' })).getByRole('button', { name: '设为默认' })).toBeTruthy();
  });

  it('deletes a signature only after the confirmation', async () => {
    const api = fakeApi(two);
    renderScreen(<SignaturePanel api={api} />);
    const newer = await screen.findByRole('listitem', { name: '签名 2' });

    fireEvent.click(within(newer).getByRole('button', { name: '删除' }));
    let confirm = await screen.findByRole('alertdialog', { name: '提示' });
    expect(confirm.textContent).toContain('确定删除该签名吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deleteSignImage).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByRole('listitem', { name: '签名 2' })).getByRole('button', { name: '删除' }));
    confirm = await screen.findByRole('alertdialog', { name: '提示' });
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('status')).textContent).toContain('删除成功');
    expect(api.deleteSignImage).toHaveBeenCalledWith('s2');
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(1));
  });

  it('adds a drawn signature from the dialog and lists it', async () => {
    const api = fakeApi([]);
    renderScreen(<SignaturePanel api={api} />);
    expect(await screen.findByText(/暂无签名/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建签名' }));
    const { dialog, save, pad } = await openPad();
    pad.draw();
    fireEvent.click(save);
    expect((await screen.findByRole('status')).textContent).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建签名' })).toBeNull());
    expect(dialog.isConnected).toBe(false);
    expect(api.addSignImage).toHaveBeenCalledWith({ signImg: PNG, isDefault: 0 });
    const item = await screen.findByRole('listitem', { name: '签名 1' });
    expect(within(item).getByText('默认')).toBeTruthy();
  });
});
