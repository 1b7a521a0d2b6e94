/**
 * Entry of the picker benchmark pages: `?page=engine|floor`. Generates the 10,000-node organisation,
 * puts it in a memory data source, mounts the page (timed, as the engine benchmark's mount is; the
 * page's Shell, if any, is mounted before the clock starts) and shows the figures in a bar on top,
 * so the pages also work by hand: click the field, then type in the dialog's search box.
 */
import { Fragment } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createMemoryDataSource } from '../../engine/memory-data-source';
import { organisationTree, SEARCH_KEYS } from './generate';
import type { PickerPage } from './pages/page';
import { benchResult, installTiming, percentile } from './timing';

const loaders: Record<string, () => Promise<PickerPage>> = {
  engine: () => import('./pages/engine').then((m) => m.enginePage),
  floor: () => import('./pages/floor').then((m) => m.floorPage),
};
const params = new URLSearchParams(location.search);
const pageName = params.get('page') && params.get('page')! in loaders ? params.get('page')! : 'engine';
const dataSource = createMemoryDataSource({ trees: { organize: organisationTree() } });
const result = benchResult();
result.keys = [...SEARCH_KEYS];

const bar = document.getElementById('bar')!;
bar.innerHTML = Object.keys(loaders)
  .map((p) => `<a href="?page=${p}"${p === pageName ? ' class="on"' : ''}>${p}</a>`)
  .join(' ');
const figures = bar.insertBefore(document.createElement('span'), bar.firstChild);
const show = () => {
  const open =
    result.opens.length === 0
      ? ' · click the field'
      : ` · open ${result.opens.map((o) => `${o.ms.toFixed(0)} ms (painted ${o.paintMs.toFixed(0)})`).join(', ')}`;
  const input = result.samples.map((s) => s.inputMs).filter((v) => !Number.isNaN(v));
  const paint = result.samples.map((s) => s.paintMs).filter((v) => !Number.isNaN(v));
  const keys =
    input.length > 0
      ? ` · keys ${input.length}: input p50 ${percentile(input, 50).toFixed(1)} p95 ${percentile(input, 95).toFixed(1)}, paint p50 ${percentile(paint, 50).toFixed(1)} p95 ${percentile(paint, 95).toFixed(1)} ms`
      : '';
  figures.textContent = `${pageName}: mount ${result.mountMs.toFixed(0)} ms${open}${keys} `;
};

void loaders[pageName]!().then((page) => {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const Shell = page.Shell ?? Fragment;
  flushSync(() => root.render(<Shell />));
  const started = performance.now();
  flushSync(() => root.render(<Shell>{page.build(dataSource)}</Shell>));
  void document.body.offsetHeight;
  result.mountMs = performance.now() - started;
  installTiming(bar, show);
  show();
});
