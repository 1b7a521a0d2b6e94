/**
 * Entry of the benchmark pages: `?page=engine|rjsf|floor` with `n=<fields>` or `rows=<rows>`. Loads
 * only that page's code, generates the form, mounts it (timed: compile + render + commit + layout in
 * one flushSync; the page's Shell, if any, is mounted before the clock starts), marks the element the
 * keys go to and shows the figures in a bar on top, so the pages also work by hand. With `&wait` the
 * mount waits for `__mount()` in the console (start a DevTools recording first).
 */
import { Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { fieldsForm, tableForm } from './generate';
import type { BenchPage } from './pages/page';
import { benchResult, countNodes, installKeyTiming, installLongTasks, percentile } from './timing';

const loaders: Record<string, () => Promise<BenchPage>> = {
  engine: () => import('./pages/engine').then((m) => m.enginePage),
  rjsf: () => import('./pages/rjsf').then((m) => m.rjsfPage),
  floor: () => import('./pages/floor').then((m) => m.floorPage),
};
const params = new URLSearchParams(location.search);
const pageName = params.get('page') && params.get('page')! in loaders ? params.get('page')! : 'engine';
const rows = Number(params.get('rows') ?? 0);
const n = Number(params.get('n') ?? (rows > 0 ? 0 : 500));
const bench = rows > 0 ? tableForm(rows) : fieldsForm(n);
const result = benchResult();
installLongTasks();

const bar = document.getElementById('bar')!;
bar.innerHTML = ['engine', 'rjsf', 'floor']
  .flatMap((p) =>
    ['n=100', 'n=500', 'n=1000', 'rows=500'].map(
      (q) => `<a href="?page=${p}&${q}"${p === pageName && location.search.includes(q) ? ' class="on"' : ''}>${p} ${q}</a>`,
    ),
  )
  .join(' ');
const figures = bar.insertBefore(document.createElement('span'), bar.firstChild);
const show = () => {
  const keys =
    result.frameMs.length > 0
      ? ` · keys ${result.frameMs.length}, key→frame last ${result.frameMs.at(-1)!.toFixed(1)} ms, p50 ${percentile(result.frameMs, 50).toFixed(1)}, p95 ${percentile(result.frameMs, 95).toFixed(1)}`
      : ' · type in the outlined field';
  const compile = result.compileMs === null ? '' : ` (compile ${result.compileMs.toFixed(0)})`;
  const nodes = result.nodes > 0 ? ` · ${result.nodes} nodes` : '';
  figures.textContent = `${pageName}, ${rows > 0 ? `${rows} rows` : `${n} fields`}: mount ${result.mountMs.toFixed(0)} ms${compile}${nodes}${keys} `;
};

/** Waits frames until `find` answers an element (a windowed row renders a frame or two after the scroll). */
async function untilFound(find: () => HTMLElement | null): Promise<HTMLElement | null> {
  for (let frame = 0; frame < 120; frame++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}

async function mount(page: BenchPage, container: HTMLElement, root: Root): Promise<void> {
  const Shell = page.Shell ?? Fragment;
  const started = performance.now();
  flushSync(() => {
    const { element, compileMs } = page.build(bench);
    result.compileMs = compileMs ?? null;
    root.render(<Shell>{element}</Shell>);
  });
  void document.body.offsetHeight;
  const mountMs = performance.now() - started;

  // A windowed sub-table renders the target row once scrolled to it.
  page.reveal?.(bench.target.path);
  const target = await untilFound(() => page.target(bench.target.path));
  if (!target) throw new Error(`no element for ${bench.target.path.join('.')}`);
  target.setAttribute('data-bench-target', '');
  target.scrollIntoView({ block: 'center' });
  result.keys = bench.target.keys;
  // What the page holds while one types: after the scroll to the target and the frames that follow.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  Object.assign(result, countNodes(container));
  // Set last: the harness waits for it, and then the target is marked.
  result.mountMs = mountMs;
  installKeyTiming(container, show);
  show();
}

void loaders[pageName]!().then((page) => {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const Shell = page.Shell ?? Fragment;
  flushSync(() => root.render(<Shell />));
  if (params.has('wait')) Object.assign(window, { __mount: () => mount(page, container, root) });
  else void mount(page, container, root);
});
