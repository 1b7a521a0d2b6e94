/** The engine benchmark's rows, its markdown table and the issue's goals, met or not. */
export type PageName = 'engine' | 'rjsf' | 'floor';

export interface ResultRow {
  page: PageName;
  fields: number;
  rows: number;
  throttle: number;
  mountMs: number;
  keyP50Ms: number;
  keyP95Ms: number;
}

/** What the JSON leaves out: compile time inside the engine's mount, samples, late DOM changes. */
export interface RowNotes {
  compileMs: number | null;
  samples: number;
  late: number;
}

export type MeasuredRow = ResultRow & RowNotes;

const caseName = (r: Pick<ResultRow, 'fields' | 'rows'>) => (r.rows > 0 ? `${r.rows} rows × ${r.fields} columns` : `${r.fields} fields`);
const ms = (value: number) => value.toFixed(1);

export function resultTable(rows: readonly MeasuredRow[]): string {
  return [
    '| page | form | CPU | mount ms | key p50 ms | key p95 ms | samples | late |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${caseName(r)} | ${r.throttle}x | ${r.mountMs.toFixed(0)}${r.compileMs === null ? '' : ` (compile ${r.compileMs.toFixed(0)})`} | ${ms(r.keyP50Ms)} | ${ms(r.keyP95Ms)} | ${r.samples} | ${r.late} |`,
    ),
  ].join('\n');
}

interface Goal {
  text: string;
  met: boolean;
}

/** The goals of issue 4 for every throttle measured: keystroke p95 vs floor and RJSF, 500-field mount vs RJSF. */
export function goals(rows: readonly ResultRow[]): Goal[] {
  const find = (page: PageName, fields: number, tableRows: number, throttle: number) =>
    rows.find((r) => r.page === page && r.fields === fields && r.rows === tableRows && r.throttle === throttle);
  const out: Goal[] = [];
  const throttles = [...new Set(rows.map((r) => r.throttle))];
  const cases = [...new Map(rows.filter((r) => r.rows > 0 || r.fields >= 500).map((r) => [`${r.fields}/${r.rows}`, r])).values()];
  for (const throttle of throttles) {
    for (const c of cases) {
      const [engine, floor, rjsf] = (['engine', 'floor', 'rjsf'] as const).map((p) => find(p, c.fields, c.rows, throttle));
      if (!engine || !floor || !rjsf) continue;
      const name = `${caseName(c)}, ${throttle}x`;
      const toFloor = engine.keyP95Ms / floor.keyP95Ms;
      out.push({
        text: `${name}: engine key p95 ${ms(engine.keyP95Ms)} ms within 2x the floor's ${ms(floor.keyP95Ms)} ms (ratio ${toFloor.toFixed(2)})`,
        met: toFloor <= 2,
      });
      const vsRjsf = rjsf.keyP95Ms / engine.keyP95Ms;
      // What any React form could reach here: the floor's own lead over RJSF.
      const bound = rjsf.keyP95Ms / floor.keyP95Ms;
      out.push({
        text: `${name}: engine key p95 at least 5x better than stock RJSF's ${ms(rjsf.keyP95Ms)} ms (${vsRjsf.toFixed(1)}x; the floor: ${bound.toFixed(1)}x)`,
        met: vsRjsf >= 5,
      });
      if (c.rows === 0 && c.fields === 500) {
        out.push({
          text: `${name}: engine mount ${engine.mountMs.toFixed(0)} ms no slower than stock RJSF's ${rjsf.mountMs.toFixed(0)} ms`,
          met: engine.mountMs <= rjsf.mountMs,
        });
      }
    }
  }
  return out;
}

export function goalList(list: readonly Goal[]): string {
  return list.map((g) => `- **${g.met ? 'met' : 'not met'}** — ${g.text}`).join('\n');
}
