/** The picker benchmark's rows, its markdown tables and the issue's goal, met or not. */
export type PageName = 'engine' | 'floor';

export interface ResultRow {
  page: PageName;
  throttle: number;
  mountMs: number;
  /** First opening: the tree is fetched, the dialog mounts for the first time. */
  openMs: number;
  openPaintMs: number;
  /** Second opening, after cancel. */
  reopenMs: number;
  reopenPaintMs: number;
  keyInputP50Ms: number;
  keyInputP95Ms: number;
  keyPaintP50Ms: number;
  keyPaintP95Ms: number;
  samples: number;
  late: number;
  /** The machine's 1-minute load average as the loads began (mean). */
  loadAverage: number;
}

/** One key of the sequence: what the box holds after it, and the medians over the loads per page and throttle. */
export interface KeyRow {
  key: string;
  keyword: string;
  matches: number;
  rows: number;
  /** `${page} ${throttle}x` → median input and paint ms. */
  medians: Record<string, { inputMs: number; paintMs: number }>;
}

const ms = (value: number) => value.toFixed(1);

export function resultTable(rows: readonly ResultRow[]): string {
  return [
    '| page | CPU | mount ms | open ms (painted) | reopen ms (painted) | key p50 ms | key p95 ms | key→paint p50 ms | key→paint p95 ms | samples | late | load avg |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.throttle}x | ${r.mountMs.toFixed(0)} | ${r.openMs.toFixed(0)} (${r.openPaintMs.toFixed(0)}) | ${r.reopenMs.toFixed(0)} (${r.reopenPaintMs.toFixed(0)}) | ${ms(r.keyInputP50Ms)} | ${ms(r.keyInputP95Ms)} | ${ms(r.keyPaintP50Ms)} | ${ms(r.keyPaintP95Ms)} | ${r.samples} | ${r.late} | ${r.loadAverage.toFixed(1)} |`,
    ),
  ].join('\n');
}

export function keyTable(rows: readonly KeyRow[]): string {
  const columns = Object.keys(rows[0]?.medians ?? {});
  return [
    `| key | box holds | matches | tree rows | ${columns.map((c) => `${c} key / →paint ms`).join(' | ')} |`,
    `|---|---|---:|---:|${columns.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.key === 'Backspace' ? '⌫' : r.key} | ${r.keyword || '(empty)'} | ${r.keyword ? r.matches : '–'} | ${r.rows} | ${columns
          .map((c) => `${ms(r.medians[c]!.inputMs)} / ${ms(r.medians[c]!.paintMs)}`)
          .join(' | ')} |`,
    ),
  ].join('\n');
}

interface Goal {
  text: string;
  met: boolean;
}

/** The issue's goal for every throttle measured: the department picker's keystroke-to-paint p95 under 50 ms. */
export function goals(rows: readonly ResultRow[]): Goal[] {
  const out: Goal[] = [];
  for (const engine of rows.filter((r) => r.page === 'engine')) {
    const floor = rows.find((r) => r.page === 'floor' && r.throttle === engine.throttle);
    const ratio = floor ? ` (floor ${ms(floor.keyPaintP95Ms)} ms, ratio ${(engine.keyPaintP95Ms / floor.keyPaintP95Ms).toFixed(2)})` : '';
    out.push({
      text: `${engine.throttle}x: keystroke-to-paint p95 ${ms(engine.keyPaintP95Ms)} ms under 50 ms${ratio}; key p95 ${ms(engine.keyInputP95Ms)} ms; open ${engine.openPaintMs.toFixed(0)} ms to the painted rows (again: ${engine.reopenPaintMs.toFixed(0)} ms)`,
      met: engine.keyPaintP95Ms < 50,
    });
  }
  return out;
}

export function goalList(list: readonly Goal[]): string {
  return list.map((g) => `- **${g.met ? 'met' : 'not met'}** — ${g.text}`).join('\n');
}
