/**
 * Any stored definition opens in the designer and saves back unchanged: every form fixture (both
 * generations, the real ones) and the seeded functions, loaded and saved without an edit, give the
 * same JSON text, key order included.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../../../widgets';
import { fieldKinds } from '../../../../../engine/registry/registry';
import { loadDocument, saveDocument } from '../../../../../screens/visual-dev/form-designer/model/document';
import { detectGeneration } from '../../../../../screens/visual-dev/form-designer/model/generation';

/** Each file read as text and parsed, as the server stores it (key order as written). */
const read = (path: string): unknown => JSON.parse(readFileSync(resolve(process.cwd(), path), 'utf8'));
const fixtures: [string, unknown][] = Object.keys(import.meta.glob('../../../../fixtures/forms/**/*.json'))
  .filter((path) => !path.includes('/online/'))
  .map((path) => path.replace('../../../../fixtures/forms/', ''))
  .map((name) => [name, read(`tests/fixtures/forms/${name}`)]);
const seeds: [string, unknown][] = ['heat-customer', 'heat-station'].map((name) => [
  `seed ${name}`,
  (read(`server/seed/visual-dev/${name}.json`) as { definition: { formData: unknown } }).definition.formData,
]);

describe('loading and saving without a change', () => {
  it('covers every fixture', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
  });

  it.each([...fixtures, ...seeds])('%s gives back the same JSON', (_name, definition) => {
    const saved = saveDocument(loadDocument(definition, fieldKinds));
    expect(saved).toEqual(definition);
    expect(JSON.stringify(saved)).toBe(JSON.stringify(definition));
  });
});

describe('the naming generation of a definition', () => {
  it.each([
    ['basic-old.json', 'old'],
    ['containers-old.json', 'old'],
    ['real/v34-equipment.json', 'old'],
    ['real/v31-tabs-collapse.json', 'old'],
    ['basic-new.json', 'new'],
    ['real/v3-customer-follow.json', 'new'],
    ['real/v3-purchase-stock-in.json', 'new'],
  ])('%s is %s', (name, generation) => {
    const definition = fixtures.find(([path]) => path === name)![1] as Record<string, unknown>;
    expect(detectGeneration(definition, fieldKinds)).toBe(generation);
  });

  it('is new for a definition that says neither way', () => {
    expect(detectGeneration({ fields: [{ __config__: { jnpfKey: 'select' } }] }, fieldKinds)).toBe('new');
  });
});
