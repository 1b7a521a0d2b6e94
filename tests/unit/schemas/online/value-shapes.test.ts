import { describe, expect, it } from 'vitest';
import { jnpfKinds, valuelessJnpfKinds } from '../../../../schemas/jnpf-kinds';
import { valueShapeOf } from '../../../../schemas/online/value-shapes';

/** Kinds of the platform's own dialogs that no designer's form holds (the data-rule conditions editor). */
const platformKinds = new Set(['ruleConditions']);

/** jnpf-kinds.ts is kept equal to the engine's registry by its own test; this keeps the shapes equal to it. */
describe('value shapes of the server', () => {
  it('knows every kind that holds a value, under each of its names', () => {
    const missing = Object.entries(jnpfKinds)
      .filter(([key]) => !valuelessJnpfKinds.has(key) && !platformKinds.has(key))
      .flatMap(([key, aliases]) => [key, ...aliases])
      .filter((name) => !valueShapeOf(name));
    expect(missing).toEqual([]);
  });

  it('gives layout and display kinds no value', () => {
    for (const key of valuelessJnpfKinds) expect(valueShapeOf(key), key).toBeUndefined();
  });

  it('reads an old-generation name as its kind', () => {
    expect(valueShapeOf('comInput')).toBe('text');
    expect(valueShapeOf('numInput')).toBe('number');
    expect(valueShapeOf('comSelect')).toBe('nested');
    expect(valueShapeOf('uploadFile')).toBe('files');
  });
});
