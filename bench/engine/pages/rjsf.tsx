/**
 * Stock @rjsf/core: the same pair, default theme, @rjsf/validator-ajv8, uncontrolled. The sub-table's
 * totals are a sibling fed from onChange through a small store, so the Form itself never re-renders
 * from outside (RJSF's best case).
 */
import { memo, useSyncExternalStore } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { BenchForm } from '../generate';
import { TABLE } from '../generate';
import type { BenchPage } from './page';
import { totalsOf, type Row } from './totals';

function totalsStore(initial: Row[]) {
  let rows = initial;
  const listeners = new Set<() => void>();
  return {
    set(next: Row[]) {
      rows = next;
      listeners.forEach((l) => l());
    },
    get: () => rows,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function Totals({ store, bench }: { store: ReturnType<typeof totalsStore>; bench: BenchForm }) {
  const rows = useSyncExternalStore(store.subscribe, store.get);
  const totals = totalsOf(rows, bench.columns);
  return (
    <p data-testid="totals">
      合计{' '}
      {bench.columns
        .filter((c) => c.summed)
        .map((c) => `${c.title} ${totals.get(c.name)}`)
        .join(' · ')}
    </p>
  );
}

const StockForm = memo(function StockForm({ bench, onChange }: { bench: BenchForm; onChange?: (data: Record<string, unknown>) => void }) {
  return (
    <Form
      schema={bench.schema}
      uiSchema={bench.uiSchema}
      formData={bench.formData}
      validator={validator}
      noHtml5Validate
      onChange={onChange ? (event) => onChange(event.formData as Record<string, unknown>) : undefined}
    />
  );
});

export const rjsfPage: BenchPage = {
  build(bench) {
    const rows = bench.formData[TABLE] as Row[] | undefined;
    if (!rows) return { element: <StockForm bench={bench} /> };
    const store = totalsStore(rows);
    const onChange = (data: Record<string, unknown>) => store.set((data[TABLE] as Row[] | undefined) ?? []);
    return {
      element: (
        <>
          <StockForm bench={bench} onChange={onChange} />
          <Totals store={store} bench={bench} />
        </>
      ),
    };
  },
  // RJSF's default ids: root_<step>_<step>.
  target: (path) => document.getElementById(['root', ...path].join('_')),
};
