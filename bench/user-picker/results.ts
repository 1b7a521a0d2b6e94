/**
 * What one load of the user picker page measured, split into the picker's call and the rest, and the
 * report's tables. A step (an opening or a key) runs from the click or the keydown to the end of the
 * frame after its rows changed (bench/picker/timing.ts `paintMs`); its call is the one it made
 * (Resource Timing: request start to the answer's last byte), and "page" is the step less the call:
 * the page's work before the call, after the answer (JSON, React, layout, paint) and the wait for the frame.
 */
import type { PickerBenchResult } from '../picker/timing';
import { typedKeys, type TypedKey } from './keys';

export interface CallTiming {
  url: string;
  startMs: number;
  endMs: number;
}

/** What the page leaves in `window.__pickerBench`: bench:picker's figures and the page's own. */
export interface UserPickerBenchResult extends PickerBenchResult {
  /** When each key went down in the search box (performance.now). */
  keyTimes: number[];
  /** When each click that opened the dialog came (no tree row shown yet). */
  openClicks: number[];
  /** Every /api/ call of the page. */
  calls: CallTiming[];
}

export interface Step {
  /** Click or key to the end of the frame after its rows changed. */
  paintMs: number;
  /** The step's call, request start to last byte; undefined when it made none. */
  callMs?: number;
}

export interface KeyStep extends Step, TypedKey {
  /** Keydown to the end of the input event's handling (bench:picker's "key"). */
  inputMs: number;
}

export interface LoadSteps {
  open: Step;
  reopen: Step;
  keys: KeyStep[];
  /** The machine's 1-minute load average as the load began. */
  loadAverage: number;
}

const paramsOf = (url: string) => new URL(url, 'http://page').searchParams;
const isTreeTop = (call: CallTiming) => call.url.includes('/api/permission/Users/Selector/0') && !paramsOf(call.url).has('keyword');
const isSearch = (call: CallTiming, keyword: string) =>
  call.url.includes('/api/permission/Users/Selector/0') &&
  paramsOf(call.url).get('keyword') === keyword &&
  paramsOf(call.url).get('currentPage') === '1';

/** Pairs each opening and key of a load with the call it made. */
export function stepsOf(result: UserPickerBenchResult, loadAverage: number): LoadSteps {
  const opening = (index: number): Step => {
    const click = result.openClicks[index] ?? NaN;
    const call = result.calls.find((candidate) => isTreeTop(candidate) && candidate.startMs >= click);
    return { paintMs: result.opens[index]?.paintMs ?? NaN, callMs: call && call.endMs - call.startMs };
  };
  const typed = typedKeys(result.keys);
  const keys = result.samples.map((sample, index): KeyStep => {
    const from = result.keyTimes[index] ?? NaN;
    const to = result.keyTimes[index + 1] ?? Infinity;
    const { keyword } = typed[index]!;
    const call = keyword
      ? result.calls.find((candidate) => isSearch(candidate, keyword) && candidate.startMs >= from && candidate.startMs < to)
      : undefined;
    return { ...typed[index]!, inputMs: sample.inputMs, paintMs: sample.paintMs, callMs: call && call.endMs - call.startMs };
  });
  return { open: opening(0), reopen: opening(1), keys, loadAverage };
}

/** Nearest-rank percentile (p in 0..100); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface SummaryRow {
  step: string;
  samples: number;
  paintP50Ms: number;
  paintP95Ms: number;
  callP50Ms: number;
  callP95Ms: number;
  /** The step less its call. */
  pageP50Ms: number;
  pageP95Ms: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function summaryRow(step: string, steps: readonly Step[]): SummaryRow {
  const paint = steps.map((s) => s.paintMs);
  const call = steps.flatMap((s) => (s.callMs === undefined ? [] : [s.callMs]));
  const page = steps.flatMap((s) => (s.callMs === undefined ? [s.paintMs] : [s.paintMs - s.callMs]));
  return {
    step,
    samples: steps.length,
    paintP50Ms: round(percentile(paint, 50)),
    paintP95Ms: round(percentile(paint, 95)),
    callP50Ms: round(percentile(call, 50)),
    callP95Ms: round(percentile(call, 95)),
    pageP50Ms: round(percentile(page, 50)),
    pageP95Ms: round(percentile(page, 95)),
  };
}

export const FIRST_KEY = 'first key of a keyword';
export const OPEN = 'open (click to the first rows)';

export function summarise(loads: readonly LoadSteps[]): SummaryRow[] {
  const keys = loads.flatMap((load) => load.keys);
  return [
    summaryRow(
      OPEN,
      loads.map((load) => load.open),
    ),
    summaryRow(
      'open again (after 取消)',
      loads.map((load) => load.reopen),
    ),
    summaryRow(
      FIRST_KEY,
      keys.filter((key) => key.first),
    ),
    summaryRow(
      'every key with a search',
      keys.filter((key) => key.keyword !== ''),
    ),
    summaryRow('every key', keys),
  ];
}

/** Server-side figures of one keyword, measured from node over loopback (no browser). */
export interface ServerFigures {
  keyword: string;
  /** Users the keyword matches (exact count). */
  matches: number;
  /** The real app's `GET Users/Selector/0?keyword=…&currentPage=1&pageSize=20`, p50 / p95 ms. */
  oursP50Ms: number;
  oursP95Ms: number;
  /** A bare Fastify route running the same function (`userSearchPage`), p50 / p95 ms. */
  bareP50Ms: number;
  bareP95Ms: number;
}

export interface KeywordRow extends ServerFigures {
  /** In the browser, medians over the loads of every key that left this keyword in the box. */
  callMedianMs: number;
  paintMedianMs: number;
}

export function keywordRows(loads: readonly LoadSteps[], server: readonly ServerFigures[]): KeywordRow[] {
  return server.map((figures) => {
    const steps = loads.flatMap((load) => load.keys.filter((key) => key.keyword === figures.keyword));
    return {
      ...figures,
      callMedianMs: round(
        percentile(
          steps.flatMap((s) => (s.callMs === undefined ? [] : [s.callMs])),
          50,
        ),
      ),
      paintMedianMs: round(
        percentile(
          steps.map((s) => s.paintMs),
          50,
        ),
      ),
    };
  });
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

export function summaryTable(rows: readonly SummaryRow[]): string {
  return [
    '| step | samples | to rows painted p50 / p95 ms | its call p50 / p95 ms | the rest (page) p50 / p95 ms |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.step} | ${r.samples} | ${ms(r.paintP50Ms)} / **${ms(r.paintP95Ms)}** | ${ms(r.callP50Ms)} / ${ms(r.callP95Ms)} | ${ms(r.pageP50Ms)} / ${ms(r.pageP95Ms)} |`,
    ),
  ].join('\n');
}

export function keywordTable(rows: readonly KeywordRow[]): string {
  return [
    '| box holds | users matching | server: ours p50 / p95 ms | server: bare p50 / p95 ms | browser: call median ms | browser: key→results median ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.keyword} | ${r.matches.toLocaleString('en')} | ${ms(r.oursP50Ms)} / ${ms(r.oursP95Ms)} | ${ms(r.bareP50Ms)} / ${ms(r.bareP95Ms)} | ${ms(r.callMedianMs)} | ${ms(r.paintMedianMs)} |`,
    ),
  ].join('\n');
}

export interface Goal {
  text: string;
  met: boolean;
}

/** The goal: open and first keystroke-to-results p95 under 100 ms on loopback; where the time went. */
export function goals(rows: readonly SummaryRow[]): Goal[] {
  return [OPEN, FIRST_KEY].map((step) => {
    const row = rows.find((candidate) => candidate.step === step)!;
    const share = row.pageP50Ms > row.callP50Ms ? 'mostly the page' : 'mostly the call';
    return {
      text: `${step}: p95 ${ms(row.paintP95Ms)} ms under 100 ms; its call p50 / p95 ${ms(row.callP50Ms)} / ${ms(row.callP95Ms)} ms, the page ${ms(row.pageP50Ms)} / ${ms(row.pageP95Ms)} ms (${share})`,
      met: row.paintP95Ms < 100,
    };
  });
}

export const goalList = (list: readonly Goal[]) => list.map((g) => `- **${g.met ? 'met' : 'not met'}**: ${g.text}`).join('\n');
