/**
 * The user picker benchmark page: a generated form of one `userSelect` field (compileJnpfForm,
 * EngineForm), its data source the screens' own (`createFormDataSource` over the project's HTTP client),
 * calling the real server that serves this page, signed in with the token in the address
 * (`#token=…`, from the real sign-in call the harness made). The clocks are bench:picker's
 * (bench/picker/timing.ts); besides, the page keeps when each key went down and each opening click
 * came, and the timing of every call (Resource Timing), so the harness can tell the server's share from
 * the page's. Works by hand too: the bar on top shows the figures.
 */
import '../../widgets';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createHttpClient } from '../../api/http-client';
import { createSelectorClient } from '../../api/selector-client';
import { EngineForm, FormController, compileJnpfForm, loadKinds, loadRjsf } from '../../engine';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { benchResult, installTiming, percentile } from '../picker/timing';
import { SEARCH_KEYS } from './keys';
import type { UserPickerBenchResult } from './results';

/** Fails the load: the harness counts page errors. */
const fail = (message: string) =>
  setTimeout(() => {
    throw new Error(message);
  });

const token = new URLSearchParams(location.hash.slice(1)).get('token');
const http = createHttpClient({
  baseUrl: '',
  getToken: () => token,
  onSessionEnd: (event) => fail(`the session ended (${event.code} ${event.msg}) on ${event.url}`),
  notify: (notice) => notice.type === 'error' && fail(`error notice: ${notice.message}`),
  getLanguage: () => 'zh-CN',
});
const dataSource = createFormDataSource(createDictionaryApi(http), createSelectorClient(http));

const result = benchResult() as UserPickerBenchResult;
result.keys = [...SEARCH_KEYS];
result.keyTimes = [];
result.openClicks = [];
result.calls = [];
const ROW = '[role=tree] [role=treeitem]';
window.addEventListener(
  'keydown',
  (event) => {
    if (event.target instanceof HTMLInputElement) result.keyTimes.push(performance.now());
  },
  true,
);
window.addEventListener(
  'click',
  () => {
    if (!document.querySelector(ROW)) result.openClicks.push(performance.now());
  },
  true,
);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
    if (entry.name.includes('/api/')) result.calls.push({ url: entry.name, startMs: entry.startTime, endMs: entry.responseEnd });
  }
}).observe({ type: 'resource', buffered: true });

const bar = document.getElementById('bar')!;
const show = () => {
  const open = result.opens.length === 0 ? 'click the field' : `open ${result.opens.map((o) => `${o.paintMs.toFixed(0)} ms`).join(', ')}`;
  const paint = result.samples.map((s) => s.paintMs).filter((v) => !Number.isNaN(v));
  const keys =
    paint.length > 0
      ? ` · keys ${paint.length}: key→results p50 ${percentile(paint, 50).toFixed(1)} p95 ${percentile(paint, 95).toFixed(1)} ms`
      : '';
  bar.textContent = `user picker over the real server: mount ${result.mountMs.toFixed(0)} ms · ${open}${keys}${token ? '' : ' · no #token=: sign in first'}`;
};

// Kinds load their code lazily; the timed mount starts with it loaded, as a form's second opening does.
await Promise.all([loadKinds(), loadRjsf()]);
const form = compileJnpfForm({
  fields: [{ __vModel__: 'user', __config__: { jnpfKey: 'userSelect', label: '用户' }, clearable: true }],
});
if (form.issues.length > 0) throw new Error(`the form does not compile: ${JSON.stringify(form.issues)}`);
const controller = new FormController(form, { language: 'zh' });
const root = createRoot(document.getElementById('root')!);
flushSync(() => root.render(<ChakraProvider value={defaultSystem}>{null}</ChakraProvider>));
const started = performance.now();
flushSync(() =>
  root.render(
    <ChakraProvider value={defaultSystem}>
      <EngineForm form={form} controller={controller} dataSource={dataSource} language="zh" />
    </ChakraProvider>,
  ),
);
void document.body.offsetHeight;
result.mountMs = performance.now() - started;
installTiming(bar, show);

// bench:picker's harness waits for the page to be still between steps; a search is answered over the
// network, which may take longer than that stillness: first its rows (no 加载中 left in the dialog).
const benchWindow = window as Window & { __pickerQuiet?: () => Promise<void> };
const still = benchWindow.__pickerQuiet!;
benchWindow.__pickerQuiet = async () => {
  const deadline = performance.now() + 30_000;
  while (document.querySelector('[role=dialog]')?.textContent?.includes('加载中')) {
    if (performance.now() > deadline) throw new Error('a search had no answer within 30 s');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await still();
};
show();
