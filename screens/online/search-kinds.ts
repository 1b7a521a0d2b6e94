/**
 * The list search of a generated form draws each field with its kind's search rendering (`Search`:
 * engine/registry/types.ts), not its form rendering: a date searches a range, a bill number a text
 * box. The page engine's search bar draws the `Edit` of the kind its UI schema names, so each searched
 * kind gets a companion kind whose `Edit` is the search rendering: the same description and compile,
 * its views loaded with the kind's. Registered once per kind, when a list first searches by it.
 *
 * - `onlineSearch.<kind>` (match 1 equal, 2 fuzzy): the kind's `Search` unless that is a range, else its `Edit`;
 * - `onlineSearch.range.<kind>` (match 3): the kind's range `Search`, or a number range (inputNumber, rate…).
 */
import { fieldKinds, type KindRegistry, type KindViews } from '../../engine';

/** Registers the companion when missing and answers its key; undefined for a kind not registered. */
export function ensureSearchKind(kind: string, range: boolean, registry: KindRegistry = fieldKinds): string | undefined {
  const base = registry.get(kind);
  if (!base) return undefined;
  const key = `onlineSearch.${range ? 'range.' : ''}${base.key}`;
  if (registry.has(key)) return key;
  const rangeSearch = base.searchMatch === 3;
  registry.register(
    {
      key,
      compile: base.compile,
      props: base.props,
      configKeys: base.configKeys,
      groupLabel: base.groupLabel,
      // A search value has its own shape (a range is a pair): the form's value checks do not apply.
      isEmpty: (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0),
    },
    async (): Promise<KindViews> => {
      await registry.load([base.key]);
      const loaded = registry.get(base.key)!;
      const styles = loaded.styles;
      if (range) {
        if (rangeSearch && loaded.Search) return { Edit: loaded.Search, styles };
        const { NumberRangeSearch } = await import('../../widgets/kit/NumberRangeSearch');
        const { pickerStyles } = await import('../../widgets/kit/picker-styles');
        return { Edit: NumberRangeSearch, styles: { ...styles, ...pickerStyles } };
      }
      return { Edit: (!rangeSearch && loaded.Search) || loaded.Edit, styles };
    },
  );
  return key;
}
