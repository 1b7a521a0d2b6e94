/**
 * Real JNPF definitions from public repositories (tests/fixtures/forms/real, sources in SOURCES.md):
 * each compiles (notes allowed), renders showing its labels, and submits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { compileJnpfForm, type CompiledForm } from '../../../engine';
import type { DataPath } from '../../../engine/state/paths';
import { renderCompiled } from '../helpers/engine';

afterEach(cleanup);

const definitions = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../fixtures/forms/real/*.json', { eager: true, import: 'default' }),
).map(([path, definition]) => [path.replace(/^.*\//, ''), definition] as const);

/** Keys real definitions store that the engine maps: they must never come back as unmapped. */
const MAPPED = new Set([
  'formStyle',
  'useMask',
  'maskConfig',
  'useScan',
  '__config__.isSubTable',
  '__config__.parentVModel',
  '__config__.relationTable',
]);

interface RawField {
  title?: string;
  __config__?: { label?: string; showLabel?: boolean; noShow?: boolean; visibility?: string[]; children?: RawField[]; jnpfKey?: string };
}

/** The labels a person sees: fields' labels (unless hidden or label-less) and pane titles. */
function visibleLabels(fields: RawField[]): string[] {
  const out: string[] = [];
  for (const field of fields) {
    const config = field.__config__ ?? {};
    if (config.noShow || (config.visibility && !config.visibility.includes('pc'))) continue;
    if (field.title) out.push(field.title);
    else if (config.label && config.showLabel !== false) out.push(config.label);
    out.push(...visibleLabels(config.children ?? []));
  }
  return out;
}

/** Something of the right type for a required field the test has to fill. */
function genericValue(form: CompiledForm, path: DataPath): unknown {
  const [name, , column] = path;
  const top = form.fields.get(String(name));
  const field = column === undefined ? top : top?.children?.find((c) => c.name === column);
  switch (field?.schema?.type) {
    case 'number':
    case 'integer':
      return 1;
    case 'array':
      return ['x'];
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

describe.each(definitions)('%s', (_, definition) => {
  it('compiles without errors; what the engine maps is not reported', () => {
    const form = compileJnpfForm(definition);
    const wronglyReported = form.issues.filter(
      (i) => i.key.startsWith('on.') || i.key.startsWith('funcs.') || MAPPED.has(i.key) || (i.key === 'type' && i.jnpfKey === 'textarea'),
    );
    expect(wronglyReported).toEqual([]);
    expect(form.issues.filter((i) => i.key === '__config__.jnpfKey' && /Item$/.test(i.jnpfKey ?? '') && i.severity !== 'note')).toEqual([]);
  });

  it('renders, showing its labels', () => {
    renderCompiled(compileJnpfForm(definition));
    for (const label of visibleLabels(definition.fields as RawField[]))
      expect(screen.getAllByText(label, { exact: false }).length).toBeGreaterThan(0);
  });

  it('submits: data comes out once required fields are filled', () => {
    const { controller, form } = renderCompiled(compileJnpfForm(definition));
    let result = controller.submit();
    for (const path of result.errors) act(() => controller.change(path, genericValue(form, path)));
    act(() => {
      result = controller.submit();
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(typeof result.values).toBe('object');
  });
});
