/**
 * What makes a picker's first opening cheaper (docs/pickers.md, "Opening fast"): the first tab's first
 * call starts at the opening click, and the dialog is drawn once in advance, out of the document, when
 * the browser is first idle.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { EngineForm, FormController, compileJnpfForm, type DataSource, type JnpfField } from '../../../engine';
import { DialogWarmUp, useDialogWarmUp } from '../../../widgets/kit/dialog-warm-up';
import { earlyCall } from '../../../widgets/kit/user-picker/early-call';
import { organisationDataSource } from '../../../stories/fixtures/organisation-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (jnpfKey: string, vModel: string, label: string, props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label },
  clearable: true,
  ...props,
});

const openPicker = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('dialog');
};
const cancel = async (box: HTMLElement) => {
  fireEvent.click(within(box).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};
const row = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=treeitem] span, [role=option] span' });

/** Records, at each call the data source gets for `method`, whether a dialog was in the page. */
function watchCalls<K extends 'userTree' | 'userPage'>(
  dataSource: DataSource,
  method: K,
  when: (...args: Parameters<DataSource[K]>) => boolean,
) {
  const dialogShown: boolean[] = [];
  const original = dataSource[method].bind(dataSource) as (...args: Parameters<DataSource[K]>) => ReturnType<DataSource[K]>;
  (dataSource[method] as unknown) = (...args: Parameters<DataSource[K]>) => {
    if (when(...args)) dialogShown.push(document.querySelector('[role=dialog]') !== null);
    return original(...args);
  };
  return dialogShown;
}

describe('the first call starts at the opening click', () => {
  it('userSelect: the tree’s top level is asked before the dialog is drawn, once per opening', async () => {
    const dataSource = organisationDataSource();
    const topLevel = watchCalls(dataSource, 'userTree', (parentId, keyword) => parentId === '0' && keyword === undefined);
    renderDefinition([field('userSelect', 'manager', '主管')], { dataSource });
    let box = await openPicker('主管');
    await waitFor(() => row(box, '运行部'));
    expect(topLevel).toEqual([false]);
    await cancel(box);
    box = await openPicker('主管');
    await waitFor(() => row(box, '运行部'));
    // Asked again at the second opening (users are never kept), again before the dialog.
    expect(topLevel).toEqual([false, false]);
  });

  it('usersSelect (the general picker): the 部门 tree’s top level too', async () => {
    const dataSource = organisationDataSource();
    const topLevel = watchCalls(dataSource, 'userTree', (parentId, keyword) => parentId === '0' && keyword === undefined);
    renderDefinition([field('usersSelect', 'people', '人员', { multiple: true })], { dataSource });
    const box = await openPicker('人员');
    await waitFor(() => row(box, '运行部'));
    expect(topLevel).toEqual([false]);
  });

  it('a restricted list: its first page, with the same request the pane would make', async () => {
    const dataSource = organisationDataSource();
    const firstPages = watchCalls(dataSource, 'userPage', (_source, request) => request.currentPage === 1 && !request.keyword);
    renderDefinition([field('userSelect', 'user', '用户', { selectType: 'dep', ableDepIds: ['d1'] })], { dataSource });
    const box = await openPicker('用户');
    await waitFor(() => row(box, '张伟/zhangwei'));
    expect(firstPages).toEqual([false]);
    expect(dataSource.calls.filter((call) => call.method === 'userPage').map((call) => call.args)).toEqual([
      [
        { kind: 'condition', condition: { departIds: ['d1'] } },
        { keyword: undefined, currentPage: 1, pageSize: 20 },
      ],
    ]);
  });
});

describe('earlyCall', () => {
  const asker = () => {
    const signals: AbortSignal[] = [];
    const ask = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(signals.length);
    });
    return { ask, signals };
  };

  it('hands the started call to the first taker only; later takers ask anew', async () => {
    const { ask } = asker();
    const call = earlyCall(ask);
    call.start();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await call.take(new AbortController().signal)).toBe(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await call.take(new AbortController().signal)).toBe(2);
  });

  it('asks when nothing was started; a second start drops the first call', async () => {
    const { ask, signals } = asker();
    const call = earlyCall(ask);
    expect(await call.take(new AbortController().signal)).toBe(1);
    call.start();
    call.start();
    expect(signals[1]!.aborted).toBe(true);
    expect(await call.take(new AbortController().signal)).toBe(3);
  });

  it('the taker’s abort reaches the call under way', () => {
    const { ask, signals } = asker();
    const call = earlyCall(ask);
    call.start();
    const taker = new AbortController();
    void call.take(taker.signal);
    expect(signals[0]!.aborted).toBe(false);
    taker.abort();
    expect(signals[0]!.aborted).toBe(true);
  });
});

/**
 * Stubs `requestIdleCallback`: `idle()` runs what waits for it and lets the copy be drawn; `fire()` only
 * runs the callbacks; `asked()` counts the requests so far.
 */
function stubIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  const fire = () => {
    const callbacks = [...waiting.values()];
    waiting.clear();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  };
  // The hidden copy is drawn and committed, then laid out and dropped a timeout later.
  const idle = async () => {
    await act(async () => fire());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  return Object.assign(idle, { fire, asked: () => next });
}

/**
 * Renders the fields with a style cache of their own, so the rules written are counted from none
 * whatever earlier tests drew; returns the count of rules written so far (one <style> element each
 * outside production).
 */
function renderCounted(key: string, fields: JnpfField[], dataSource: DataSource) {
  const form = compileJnpfForm({ fields });
  const controller = new FormController(form, { language: 'zh' });
  render(
    <CacheProvider value={createCache({ key })}>
      <ChakraProvider value={defaultSystem}>
        <EngineForm form={form} controller={controller} dataSource={dataSource} mode="edit" language="zh" />
      </ChakraProvider>
    </CacheProvider>,
  );
  return () => document.head.querySelectorAll(`style[data-emotion="${key}"]`).length;
}

describe('the dialog drawn in advance when the browser is idle', () => {
  it('user pickers: nothing shows, no call is made, focus stays; the opening then writes no new style rule', async () => {
    const idle = stubIdle();
    const dataSource = organisationDataSource();
    const styleRules = renderCounted('warm-users', [field('input', 'name', '名称'), field('userSelect', 'manager', '主管')], dataSource);
    const input = screen.getByRole('textbox', { name: '名称' });
    input.focus();
    const before = styleRules();
    await idle();
    expect(styleRules()).toBeGreaterThan(before);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('选择用户');
    expect(dataSource.calls).toEqual([]);
    expect(document.activeElement).toBe(input);
    const warmed = styleRules();
    const box = await openPicker('主管');
    await waitFor(() => row(box, '运行部'));
    expect(styleRules()).toBe(warmed);
  });

  it('unit pickers: the same for the tree dialog, and its tree is asked only at the opening', async () => {
    const idle = stubIdle();
    const dataSource = organisationDataSource();
    const styleRules = renderCounted('warm-units', [field('depSelect', 'dep', '部门')], dataSource);
    const before = styleRules();
    await idle();
    expect(styleRules()).toBeGreaterThan(before);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dataSource.calls).toEqual([]);
    const warmed = styleRules();
    const box = await openPicker('部门');
    await waitFor(() => row(box, '运行部'));
    expect(styleRules()).toBe(warmed);
    expect(dataSource.calls.map((call) => call.method)).toEqual(['selectorTree']);
  });

  it('without the warm-up (no idle moment yet) the opening writes the rules itself', async () => {
    stubIdle();
    const dataSource = organisationDataSource();
    const styleRules = renderCounted('cold-users', [field('userSelect', 'manager', '主管')], dataSource);
    const before = styleRules();
    const box = await openPicker('主管');
    await waitFor(() => row(box, '运行部'));
    expect(styleRules()).toBeGreaterThan(before);
  });
});

describe('useDialogWarmUp', () => {
  function Field({ kind }: { kind: string }) {
    const warmUp = useDialogWarmUp(kind);
    return (
      <>
        <i data-testid="warming">{String(warmUp.warming)}</i>
        {warmUp.warming && (
          <DialogWarmUp onDrawn={warmUp.done}>
            <span>copy</span>
          </DialogWarmUp>
        )}
      </>
    );
  }
  const warming = () => screen.getByTestId('warming').textContent;

  it('one field per kind and page; a field gone before its copy was drawn leaves the kind to the next', async () => {
    const idle = stubIdle();
    const first = render(<Field kind="probe" />);
    expect(idle.asked()).toBe(1);
    // Idle, and the field gone before it could draw its copy.
    act(() => {
      idle.fire();
      first.unmount();
    });
    render(<Field kind="probe" />);
    expect(idle.asked()).toBe(2);
    await idle();
    expect(warming()).toBe('false');
    expect(document.body.textContent).not.toContain('copy');
    cleanup();
    // Drawn: no later field of the kind asks again; another kind does.
    render(<Field kind="probe" />);
    expect(idle.asked()).toBe(2);
    render(<Field kind="other" />);
    expect(idle.asked()).toBe(3);
  });
});
