import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import '../helpers/kinds';
import {
  EngineForm,
  KindRegistry,
  compileJnpfForm,
  createMemoryDataSource,
  fieldKinds,
  type AnyFieldKind,
  type FieldWidgetProps,
} from '../../../engine';

afterEach(cleanup);

/** The registered kinds, with every edit widget counting its renders by field. */
function countingRegistry(renders: Map<string, number>) {
  const registry = new KindRegistry();
  for (const kind of fieldKinds.all()) {
    const Edit = kind.Edit;
    const counted: AnyFieldKind = Edit
      ? {
          ...kind,
          Edit: (props: FieldWidgetProps) => {
            renders.set(props.field.id, (renders.get(props.field.id) ?? 0) + 1);
            return <Edit {...props} />;
          },
        }
      : kind;
    registry.register(counted);
  }
  return registry;
}

describe('keystroke re-rendering', () => {
  it('re-renders the field typed in and its dependents, not the rest of the form', () => {
    const fields = [
      ...Array.from({ length: 40 }, (_, i) => ({ __vModel__: `f${i}`, __config__: { jnpfKey: 'input', label: `字段${i}`, span: 12 } })),
      {
        __vModel__: 'estate',
        __config__: {
          jnpfKey: 'select',
          label: '小区',
          dataType: 'dynamic',
          propsUrl: 'estates',
          templateJson: [{ field: 'area', relationField: 'f7' }],
        },
      },
    ];
    const renders = new Map<string, number>();
    const registry = countingRegistry(renders);
    const form = compileJnpfForm({ fields }, { registry });
    const dataSource = createMemoryDataSource({ interfaces: { estates: () => [] } });
    render(
      <ChakraProvider value={defaultSystem}>
        <EngineForm form={form} dataSource={dataSource} registry={registry} language="zh" />
      </ChakraProvider>,
    );
    const before = new Map(renders);
    const input = screen.getByLabelText('字段30');
    for (const value of ['a', 'ab', 'abc']) fireEvent.change(input, { target: { value } });
    const changed = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id, n]) => [id, n - (before.get(id) ?? 0)]);
    expect(changed).toEqual([['f30', 3]]);

    // f7 feeds the data-interface parameter of `estate`: the select reacts (its own subscription
    // calls the interface again with the new value); no other field renders.
    const beforeDependency = new Map(renders);
    fireEvent.change(screen.getByLabelText('字段7'), { target: { value: 'east' } });
    const touched = [...renders].filter(([id, n]) => n !== beforeDependency.get(id)).map(([id]) => id);
    expect(touched).toEqual(['f7']);
    const params = dataSource.calls
      .filter((c) => c.method === 'dataInterface')
      .map((c) => (c.args[1] as { defaultValue: unknown }[])[0]!.defaultValue);
    expect(params.at(-1)).toBe('east');
  });
});
