/**
 * The browser half's figures: each load's steps pooled into p50/p95 (nearest rank), the keys of the
 * released form beside bench:engine's floor and engine pages as ratios, and the markdown report.
 */
import type { LoadResult } from '../engine/measure-load';
import { percentile } from '../engine/timing';
import type { BesideCase, BesidePage } from './floor';
import type { KeyFigures, OursLoad } from './measure-ours';

export interface KeyRow {
  label: string;
  samples: number;
  frameP50Ms: number;
  frameP95Ms: number;
  handlerP95Ms: number;
  longTasksPerKey: number;
  blockingMsPerKey: number;
}

export interface StepRow {
  label: string;
  p50Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export interface BrowserSummary {
  steps: StepRow[];
  /** Per target (`fields`, `table`): ours, the floor, the engine alone. */
  keys: Record<BesideCase, Record<'ours' | BesidePage, KeyRow>>;
  /** Medians: our open (click → painted) against the pages' mounts (render + commit + layout). */
  mounts: Record<BesideCase, Record<BesidePage, number>>;
  formNodes: number;
  besideNodes: Record<BesideCase, Record<BesidePage, number>>;
  late: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const median = (values: number[]) => percentile(values, 50);

function keyRow(label: string, figures: Pick<KeyFigures, 'frameMs' | 'keyMs' | 'longTasksPerKey' | 'blockingMsPerKey'>[]): KeyRow {
  const frames = figures.flatMap((f) => f.frameMs);
  return {
    label,
    samples: frames.length,
    frameP50Ms: round(percentile(frames, 50)),
    frameP95Ms: round(percentile(frames, 95)),
    handlerP95Ms: round(
      percentile(
        figures.flatMap((f) => f.keyMs),
        95,
      ),
    ),
    longTasksPerKey: Math.round(mean(figures.flatMap((f) => f.longTasksPerKey)) * 100) / 100,
    blockingMsPerKey: round(mean(figures.flatMap((f) => f.blockingMsPerKey))),
  };
}

function stepRow(label: string, values: number[]): StepRow {
  return {
    label,
    p50Ms: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    minMs: round(Math.min(...values)),
    maxMs: round(Math.max(...values)),
  };
}

export function summarise(ours: OursLoad[], beside: Record<BesideCase, Record<BesidePage, LoadResult[]>>): BrowserSummary {
  const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  const besideKeys = (form: BesideCase, page: BesidePage) => keyRow(page, beside[form][page]);
  return {
    steps: [
      stepRow(
        'list: navigation start → first page of rows painted',
        ours.map((l) => l.listMs),
      ),
      stepRow('… of which the List call', known(ours.map((l) => l.listCallMs))),
      stepRow(
        '编辑: click → form painted with its record and rows',
        ours.map((l) => l.openMs),
      ),
      stepRow('… of which the record call', known(ours.map((l) => l.recordCallMs))),
      stepRow("… the form's code fetched (click to the last script's last byte)", known(ours.map((l) => l.openCodeMs))),
      stepRow(
        '… long tasks (over 50 ms) in it, summed',
        ours.map((l) => l.openLongTaskMs),
      ),
    ].filter((row) => Number.isFinite(row.minMs)),
    keys: {
      fields: {
        ours: keyRow(
          'ours',
          ours.map((l) => l.field),
        ),
        floor: besideKeys('fields', 'floor'),
        engine: besideKeys('fields', 'engine'),
      },
      table: {
        ours: keyRow(
          'ours',
          ours.map((l) => l.cell),
        ),
        floor: besideKeys('table', 'floor'),
        engine: besideKeys('table', 'engine'),
      },
    },
    mounts: {
      fields: {
        floor: round(median(beside.fields.floor.map((r) => r.mountMs))),
        engine: round(median(beside.fields.engine.map((r) => r.mountMs))),
      },
      table: {
        floor: round(median(beside.table.floor.map((r) => r.mountMs))),
        engine: round(median(beside.table.engine.map((r) => r.mountMs))),
      },
    },
    formNodes: median(ours.map((l) => l.formNodes)),
    besideNodes: {
      fields: { floor: median(beside.fields.floor.map((r) => r.nodes)), engine: median(beside.fields.engine.map((r) => r.nodes)) },
      table: { floor: median(beside.table.floor.map((r) => r.nodes)), engine: median(beside.table.engine.map((r) => r.nodes)) },
    },
    late: ours.reduce((sum, l) => sum + l.late, 0),
  };
}

const ratio = (ours: number, floor: number) => (floor > 0 ? `${(ours / floor).toFixed(1)}x` : 'n/a');

export function stepTable(rows: StepRow[]): string {
  return [
    '| step | p50 ms | p95 ms | min | max |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.p50Ms} | ${r.p95Ms} | ${r.minMs} | ${r.maxMs} |`),
  ].join('\n');
}

export function keyTable(summary: BrowserSummary, targets: Record<BesideCase, string>): string {
  const lines = [
    '| where | page | keys | key→frame p50 ms | key→frame p95 ms | ours / page p50 | ours / page p95 | handler p95 ms | long tasks / key | blocking ms / key |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const form of ['fields', 'table'] as const) {
    const rows = summary.keys[form];
    for (const page of ['ours', 'floor', 'engine'] as const) {
      const r = rows[page];
      const vs = page === 'ours' ? ['-', '-'] : [ratio(rows.ours.frameP50Ms, r.frameP50Ms), ratio(rows.ours.frameP95Ms, r.frameP95Ms)];
      const name = page === 'ours' ? '**released form, real app**' : page === 'floor' ? 'floor (bare React inputs)' : 'engine alone';
      lines.push(
        `| ${targets[form]} | ${name} | ${r.samples} | ${r.frameP50Ms} | ${r.frameP95Ms} | ${vs[0]} | ${vs[1]} | ${r.handlerP95Ms} | ${r.longTasksPerKey.toFixed(2)} | ${r.blockingMsPerKey} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Our open holds the 200 fields and the 200-row sub-table in one form; the pages mount them
 * separately, so the floor to compare with is the sum of its two mounts.
 */
export function mountTable(summary: BrowserSummary, openP50: number): string {
  const { fields, table } = summary.mounts;
  const floor = fields.floor + table.floor;
  const engine = fields.engine + table.engine;
  const nodes = summary.besideNodes;
  return [
    '| what | ms | DOM nodes |',
    '|---|---:|---:|',
    `| floor: 200 fields, mount | ${fields.floor} | ${nodes.fields.floor} |`,
    `| floor: 200-row sub-table, mount | ${table.floor} | ${nodes.table.floor} |`,
    `| engine alone: 200 fields + 200-row sub-table, mounts | ${round(engine)} (${fields.engine} + ${table.engine}) | ${nodes.fields.engine + nodes.table.engine} |`,
    `| **released form, real app: click 编辑 → painted (p50)** | ${openP50} | ${summary.formNodes} |`,
    `| ours / floor (sum of its two mounts) | ${ratio(openP50, floor)} | ${ratio(summary.formNodes, nodes.fields.floor + nodes.table.floor)} |`,
    `| ours / engine alone | ${ratio(openP50, engine)} | ${ratio(summary.formNodes, nodes.fields.engine + nodes.table.engine)} |`,
  ].join('\n');
}
