/**
 * Kinds load their views when a form uses them (engine/registry/registry.ts): the registry merges a
 * kind's views in once, whoever asks; EngineForm waits for the kinds of its form, showing a box of
 * one control's height, never a field without its widget, and keeps the values meanwhile.
 */
import '../../../widgets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import {
  EngineForm,
  FormController,
  KindRegistry,
  compileJnpfForm,
  createMemoryDataSource,
  fieldKinds,
  formKinds,
  loadKinds,
  type FieldWidgetProps,
  type KindDescription,
  type KindViews,
} from '../../../engine';

afterEach(cleanup);

const textDescription: KindDescription<string> = {
  key: 'text1',
  aliases: ['oldText1'],
  compile: () => ({ schema: { type: 'string' }, options: {} }),
};

function TextEdit({ id, value, onChange }: FieldWidgetProps<string>) {
  return <input id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />;
}

/** A loader the test resolves by hand, counting its calls. */
function deferredViews() {
  let resolve!: (views: KindViews<string>) => void;
  let reject!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<KindViews<string>>((yes, no) => {
        resolve = yes;
        reject = no;
      }),
  );
  return { load, resolve: (views: KindViews<string>) => resolve(views), reject: (error: unknown) => reject(error) };
}

describe('the registry', () => {
  it('answers the description until the views are loaded, then the whole kind; one import for every caller', async () => {
    const registry = new KindRegistry();
    const views = deferredViews();
    registry.register(textDescription, views.load);
    expect(registry.get('oldText1')?.key).toBe('text1');
    expect(registry.get('text1')?.Edit).toBeUndefined();
    expect(registry.isLoaded('text1')).toBe(false);
    expect(registry.unloaded(['oldText1', 'text1', 'nothing'])).toEqual(['text1']);

    const first = registry.load(['text1']);
    const second = registry.load(['oldText1']);
    views.resolve({ Edit: TextEdit });
    await Promise.all([first, second]);
    expect(views.load).toHaveBeenCalledTimes(1);
    expect(registry.isLoaded('oldText1')).toBe(true);
    expect(registry.get('text1')?.Edit).toBe(TextEdit);
    expect(registry.get('text1')?.compile).toBe(textDescription.compile);
    await registry.load(['text1']);
    expect(views.load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again on the next load', async () => {
    const registry = new KindRegistry();
    const views = deferredViews();
    registry.register(textDescription, views.load);
    const failing = registry.load();
    views.reject(new Error('chunk not found'));
    await expect(failing).rejects.toThrow('chunk not found');
    expect(registry.isLoaded('text1')).toBe(false);
    const retry = registry.load();
    views.resolve({ Edit: TextEdit });
    await retry;
    expect(views.load).toHaveBeenCalledTimes(2);
    expect(registry.get('text1')?.Edit).toBe(TextEdit);
  });

  it('every kind of widgets/ registers its description eagerly and loads views that draw it', async () => {
    const unloaded = fieldKinds.all().filter((kind) => !fieldKinds.isLoaded(kind.key));
    for (const kind of unloaded) {
      expect(kind.Edit ?? kind.Read ?? kind.Static ?? kind.Container, kind.key).toBeUndefined();
    }
    await loadKinds();
    for (const kind of fieldKinds.all()) {
      expect(fieldKinds.isLoaded(kind.key), kind.key).toBe(true);
      expect(kind.Edit ?? kind.Read ?? kind.Static ?? kind.Container, kind.key).toBeDefined();
    }
  });
});

describe('formKinds', () => {
  it('lists data fields, sub-table columns, display kinds and containers', () => {
    const form = compileJnpfForm({
      fields: [
        { __vModel__: 'a', __config__: { jnpfKey: 'comInput', label: 'A' } },
        {
          __config__: { jnpfKey: 'row', children: [{ __config__: { jnpfKey: 'divider', formId: 3 } }] },
        },
        {
          __vModel__: 'rows',
          __config__: {
            jnpfKey: 'table',
            label: '明细',
            children: [{ __vModel__: 'n', __config__: { jnpfKey: 'inputNumber', label: 'N' } }],
          },
        },
      ],
    });
    expect(new Set(formKinds(form))).toEqual(new Set(['input', 'row', 'divider', 'table', 'inputNumber']));
  });
});

describe('EngineForm with kinds still loading', () => {
  it('holds a box until the views are in, keeps the values, then renders the field', async () => {
    const registry = new KindRegistry();
    const views = deferredViews();
    registry.register(textDescription, views.load);
    const form = compileJnpfForm({ fields: [{ __vModel__: 'name', __config__: { jnpfKey: 'oldText1', label: '名称' } }] }, { registry });
    const controller = new FormController(form, { registry, initialValues: { name: '张三' } });
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <EngineForm form={form} controller={controller} registry={registry} dataSource={createMemoryDataSource()} language="zh" />
      </ChakraProvider>,
    );
    expect(container.querySelector('.engine-form-loading[aria-busy="true"]')).toBeTruthy();
    expect(container.querySelector('.ef-unsupported')).toBeNull();
    expect(screen.queryByLabelText('名称')).toBeNull();
    expect(views.load).toHaveBeenCalledTimes(1);
    controller.change(['name'], '李四');

    await act(async () => views.resolve({ Edit: TextEdit }));
    const input = await screen.findByLabelText<HTMLInputElement>('名称');
    expect(input.value).toBe('李四');
    expect(container.querySelector('.engine-form-loading')).toBeNull();
    fireEvent.change(input, { target: { value: '王五' } });
    expect(controller.getValues()).toEqual({ name: '王五' });
  });
});
