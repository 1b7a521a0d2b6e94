/**
 * The floor: the least a React form of the same fields can do. Values in one useState, each field a
 * memoised component of plain inputs with a stable onChange, so a keystroke renders the parent, n
 * memo checks and one field. The sub-table is memoised rows of eight inputs and a totals line.
 * Laid out as the engine is (rows of two fields, each sub-table row its own grid) but without its
 * containment (content-visibility), so neither pays for one big grid re-laid out on every key.
 */
import { memo, useCallback, useState } from 'react';
import { TABLE, type BenchColumn, type BenchField, type BenchForm } from '../generate';
import type { BenchPage } from './page';
import { totalsOf, type Row } from './totals';

type Change = (name: string, value: unknown) => void;

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

const Field = memo(function Field({ field, value, onChange }: { field: BenchField; value: unknown; onChange: Change }) {
  return (
    <div className="floor-field">
      <label htmlFor={field.name}>{field.title}</label>
      <Control id={field.name} type={field.type} options={field.options} value={value} onChange={(v) => onChange(field.name, v)} />
    </div>
  );
});

function Fields({ bench }: { bench: BenchForm }) {
  const [values, setValues] = useState<Record<string, unknown>>(bench.formData);
  const onChange = useCallback<Change>((name, value) => setValues((all) => ({ ...all, [name]: value })), []);
  const pairs = Array.from({ length: Math.ceil(bench.fields.length / 2) }, (_, i) => bench.fields.slice(i * 2, i * 2 + 2));
  return pairs.map((pair) => (
    <div className="floor-row" key={pair[0]!.name}>
      {pair.map((f) => (
        <Field key={f.name} field={f} value={values[f.name]} onChange={onChange} />
      ))}
    </div>
  ));
}

const TableRow = memo(function TableRow({
  index,
  row,
  columns,
  onCell,
}: {
  index: number;
  row: Row;
  columns: BenchColumn[];
  onCell: (index: number, name: string, value: unknown) => void;
}) {
  return (
    <div className="floor-trow">
      <span>{index + 1}</span>
      {columns.map((c) => (
        <Control
          key={c.name}
          id={`${TABLE}_${index}_${c.name}`}
          type={c.type}
          options={c.options}
          value={row[c.name]}
          onChange={(v) => onCell(index, c.name, v)}
        />
      ))}
    </div>
  );
});

function Table({ bench }: { bench: BenchForm }) {
  const [rows, setRows] = useState(bench.formData[TABLE] as Row[]);
  const onCell = useCallback(
    (index: number, name: string, value: unknown) => setRows((all) => all.map((row, i) => (i === index ? { ...row, [name]: value } : row))),
    [],
  );
  const totals = totalsOf(rows, bench.columns);
  return (
    <div className="floor-table">
      <div className="floor-trow">
        <span>序号</span>
        {bench.columns.map((c) => (
          <span key={c.name}>{c.title}</span>
        ))}
      </div>
      {rows.map((row, i) => (
        <TableRow key={i} index={i} row={row} columns={bench.columns} onCell={onCell} />
      ))}
      <div className="floor-trow">
        <span>合计</span>
        {bench.columns.map((c) => (
          <span key={c.name}>{totals.get(c.name) ?? ''}</span>
        ))}
      </div>
    </div>
  );
}

export const floorPage: BenchPage = {
  build: (bench) => ({ element: bench.columns.length > 0 ? <Table bench={bench} /> : <Fields bench={bench} /> }),
  target: (path) => document.getElementById(path.join('_')),
};
