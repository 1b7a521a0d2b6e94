/**
 * The floor: the least a React form of the same fields can do. Each field keeps its own value in its
 * own useState (a keystroke renders that field and nothing else), with the same CSS containment the
 * engine uses: each field box `content-visibility: auto` as the engine's `.ef-cell[data-leaf]`.
 * The sub-table: each cell its own useState; the rows live in one array the cells write to, and the
 * 合计 line re-renders from a small store when a summed cell changes. Above the engine's threshold the
 * rows are windowed as the engine's sub-table windows them (same library, box height, overscan and row
 * estimate: widgets/table/windowing.ts); `&floor=all` renders every row, each row its own
 * `content-visibility: auto` box (the engine's sub-table before issue 19).
 */
import { memo, useCallback, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { WINDOW_ABOVE, WINDOW_OVERSCAN, WINDOW_MAX_HEIGHT } from '../../../widgets/table/windowing';
import { TABLE, type BenchColumn, type BenchField, type BenchForm } from '../generate';
import type { BenchPage } from './page';
import { totalsOf, type Row } from './totals';
const numberOf = (text: string) => (text === '' ? undefined : Number(text));

function Control({
  id,
  type,
  options,
  value,
  onChange,
}: {
  id: string;
  type: BenchField['type'] | BenchColumn['type'];
  options: string[];
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  switch (type) {
    case 'textarea':
      return <textarea id={id} rows={2} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return <input id={id} type="number" value={(value as number) ?? ''} onChange={(e) => onChange(numberOf(e.target.value))} />;
    case 'switch':
      return <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'radio':
      return options.map((o) => (
        <label key={o}>
          <input type="radio" name={id} checked={value === o} onChange={() => onChange(o)} />
          {o}
        </label>
      ));
    case 'checkboxes': {
      const list = (value as string[] | undefined) ?? [];
      return options.map((o) => (
        <label key={o}>
          <input
            type="checkbox"
            checked={list.includes(o)}
            onChange={(e) => onChange(e.target.checked ? [...list, o] : list.filter((x) => x !== o))}
          />
          {o}
        </label>
      ));
    }
    case 'select':
      return (
        <select id={id} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="" />
          {options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      );
    default:
      return <input id={id} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
}

const Field = memo(function Field({ field, initial }: { field: BenchField; initial: unknown }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="floor-field">
      <label htmlFor={field.name}>{field.title}</label>
      <Control id={field.name} type={field.type} options={field.options} value={value} onChange={setValue} />
    </div>
  );
});

function Fields({ bench }: { bench: BenchForm }) {
  const pairs = Array.from({ length: Math.ceil(bench.fields.length / 2) }, (_, i) => bench.fields.slice(i * 2, i * 2 + 2));
  return pairs.map((pair) => (
    <div className="floor-row" key={pair[0]!.name}>
      {pair.map((f) => (
        <Field key={f.name} field={f} initial={bench.formData[f.name]} />
      ))}
    </div>
  ));
}

/** The rows the cells write to, and a version the totals line listens to. */
function rowStore(rows: Row[]) {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    rows,
    changed() {
      version++;
      listeners.forEach((l) => l());
    },
    version: () => version,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type RowStore = ReturnType<typeof rowStore>;

const Cell = memo(function Cell({ store, index, column }: { store: RowStore; index: number; column: BenchColumn }) {
  const [value, setValue] = useState(() => store.rows[index]![column.name]);
  const onChange = useCallback(
    (next: unknown) => {
      setValue(next);
      store.rows[index] = { ...store.rows[index], [column.name]: next };
      if (column.summed) store.changed();
    },
    [store, index, column],
  );
  return <Control id={`${TABLE}_${index}_${column.name}`} type={column.type} options={column.options} value={value} onChange={onChange} />;
});

const TableRow = memo(function TableRow({
  store,
  index,
  columns,
  className,
  style,
  measure,
}: {
  store: RowStore;
  index: number;
  columns: BenchColumn[];
  className: string;
  style?: CSSProperties;
  measure?: (element: HTMLElement | null) => void;
}) {
  return (
    <div className={className} style={style} data-index={index} ref={measure}>
      <span>{index + 1}</span>
      {columns.map((c) => (
        <Cell key={c.name} store={store} index={index} column={c} />
      ))}
    </div>
  );
});

function Totals({ store, columns }: { store: RowStore; columns: BenchColumn[] }) {
  useSyncExternalStore(store.subscribe, store.version);
  const totals = totalsOf(store.rows, columns);
  return (
    <div className="floor-trow">
      <span>合计</span>
      {columns.map((c) => (
        <span key={c.name}>{totals.get(c.name) ?? ''}</span>
      ))}
    </div>
  );
}

function Head({ columns }: { columns: BenchColumn[] }) {
  return (
    <div className="floor-trow floor-thead">
      <span>序号</span>
      {columns.map((c) => (
        <span key={c.name}>{c.title}</span>
      ))}
    </div>
  );
}

let scrollToRow: ((index: number) => void) | undefined;

function WindowedRows({ store, columns }: { store: RowStore; columns: BenchColumn[] }) {
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: store.rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => 36,
    overscan: WINDOW_OVERSCAN,
  });
  scrollToRow = (index) => virtualizer.scrollToIndex(index, { align: 'center' });
  return (
    <div ref={box} className="floor-scroll" style={{ maxHeight: WINDOW_MAX_HEIGHT }}>
      <Head columns={columns} />
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <TableRow
            key={item.key}
            store={store}
            index={item.index}
            columns={columns}
            className="floor-trow"
            style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            measure={virtualizer.measureElement}
          />
        ))}
      </div>
    </div>
  );
}

function Table({ bench }: { bench: BenchForm }) {
  const [store] = useState(() => rowStore([...(bench.formData[TABLE] as Row[])]));
  const windowed = store.rows.length > WINDOW_ABOVE && new URLSearchParams(location.search).get('floor') !== 'all';
  return (
    <div className="floor-table">
      {windowed ? (
        <WindowedRows store={store} columns={bench.columns} />
      ) : (
        <>
          <Head columns={bench.columns} />
          {store.rows.map((_, i) => (
            <TableRow key={i} store={store} index={i} columns={bench.columns} className="floor-trow floor-contained" />
          ))}
        </>
      )}
      <Totals store={store} columns={bench.columns} />
    </div>
  );
}

export const floorPage: BenchPage = {
  build: (bench) => ({ element: bench.columns.length > 0 ? <Table bench={bench} /> : <Fields bench={bench} /> }),
  target: (path) => document.getElementById(path.join('_')),
  reveal: (path) => {
    if (typeof path[1] === 'number') scrollToRow?.(path[1]);
  },
};
