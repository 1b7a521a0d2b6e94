/**
 * The designer's contract (engine/registry/settings.ts): every registered kind says where the palette
 * offers it and describes every prop and config key it maps, so the property panel can edit them.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_SETTINGS, type PropSetting } from '../../../engine/registry/settings';
import type { AnyFieldKind } from '../../../engine/registry/types';
import { contractName } from '../../../screens/visual-dev/form-designer/model/addresses';

/** The kinds of widgets/, from their descriptions (other test files register kinds of their own in the shared registry). */
const kinds: AnyFieldKind[] = Object.values(import.meta.glob('../../../widgets/*/kind.ts', { eager: true }))
  .flatMap((module) => Object.values(module as Record<string, unknown>))
  .filter(
    (value): value is AnyFieldKind =>
      typeof (value as AnyFieldKind)?.key === 'string' && typeof (value as AnyFieldKind)?.compile === 'function',
  );

const addresses = (setting: PropSetting) =>
  [setting.key, setting.oldKey, ...(setting.aliases ?? []), setting.nameKey].filter((a): a is string => !!a);

describe('every kind describes itself to the designer', () => {
  it.each(kinds.map((kind) => [kind.key, kind] as const))('%s: palette entry and a setting for each prop and config key', (_key, kind) => {
    expect(kind.palette, 'palette').toBeDefined();
    expect(kind.palette!.label).not.toBe('');
    const covered = new Set((kind.settings ?? []).flatMap((setting) => addresses(setting).map(contractName)));
    const missing = [...(kind.props ?? []), ...(kind.configKeys ?? []).map((key) => `config.${key}`)].filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it.each(kinds.map((kind) => [kind.key, kind] as const))('%s: settings are well formed', (_key, kind) => {
    const keys = new Set([...COMMON_SETTINGS, ...(kind.settings ?? [])].map((setting) => setting.key));
    keys.add('config.jnpfKey');
    for (const setting of kind.settings ?? []) {
      expect(setting.label, setting.key).not.toBe('');
      if (setting.type === 'select') {
        expect(setting.choices?.length, setting.key).toBeGreaterThan(0);
        if (setting.default !== undefined)
          expect(
            setting.choices!.map((c) => c.value),
            setting.key,
          ).toContain(setting.default);
      }
      if (setting.when) expect(keys.has(setting.when.key), `${setting.key} depends on ${setting.when.key}`).toBe(true);
      if (setting.source) expect(keys.has(setting.source), `${setting.key} reads ${setting.source}`).toBe(true);
    }
  });
});
