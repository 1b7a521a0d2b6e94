/**
 * The form designer benchmark page (issue 18, Speed): the FormDesigner with memory services and a
 * memory data source (no server), on the generated 300-field definition (generate.ts), and the
 * clocks the harness (bench/designer-bench.ts) reads from `window.__designerBench`:
 * - open: `__mount()` renders the designer; the clock stops at the end of the first frame in which
 *   the canvas holds every node, no field is still loading its kind, and every kind of the registry
 *   is loaded (what the palette may add). `__unmount()` takes it away again (a second opening).
 * - frames (timing.ts): `__frames(true)` records every frame until `__frames(false)`.
 * - keys (timing.ts): key→frame for each key typed, with the time of its input handler.
 * With `?wait` the page waits for `__mount()`; without, it mounts at once (to open it by hand).
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import '../../widgets';
import { createMemoryDataSource, fieldKinds, loadRjsf } from '../../engine';
import { FormDesigner } from '../../screens/visual-dev/form-designer/FormDesigner';
import { memoryDesignerServices } from '../../screens/visual-dev/form-designer/services';
import { designerDefinition } from './generate';
import { afterFrame, benchState, installFrames, installKeyTiming, installLongTasks, percentile } from './timing';

// The 功能设计 screen loads @rjsf/utils for its own form before the designer opens (VisualDevEditor.tsx).
await loadRjsf();

const bench = designerDefinition();
const text = JSON.stringify(bench.definition);
const dataSource = createMemoryDataSource({});
const services = memoryDesignerServices({ dictionaryTypes: [{ id: 'd1', fullName: '缴费方式' }] });
const state = benchState();
state.fields = bench.fields;
state.textBytes = text.length;
installLongTasks();
installFrames();

/** As the 功能设计 screen holds it: the text in state, handed back to the designer. */
function App() {
  const [formData, setFormData] = useState(text);
  return (
    <ChakraProvider value={defaultSystem}>
      <FormDesigner formData={formData} onChange={setFormData} services={services} dataSource={dataSource} />
    </ChakraProvider>
  );
}

const bar = document.getElementById('bar')!;
const container = document.getElementById('root')!;
let root: Root | undefined;

const allKinds = () => fieldKinds.all().map((kind) => kind.key);

/** Canvas drawn: its nodes there, none waiting for its kind, every kind loaded. */
function ready(): boolean {
  const canvas = document.querySelector('[data-testid="designer-canvas"]');
  if (!canvas || canvas.querySelector('.fd-loading')) return false;
  // The first commit draws every node (a field waits for its kind as .fd-loading, not as a missing node).
  if (canvas.querySelectorAll('.fd-node').length === 0) return false;
  return fieldKinds.unloaded(allKinds()).length === 0;
}

function show(): void {
  const open = state.openMs.map((ms) => ms.toFixed(0)).join(', ');
  const keys =
    state.frameMs.length > 0
      ? ` · keys ${state.frameMs.length}, key→frame p50 ${percentile(state.frameMs, 50).toFixed(1)} p95 ${percentile(state.frameMs, 95).toFixed(1)} ms`
      : '';
  bar.textContent = `${bench.fields} fields, ${text.length} bytes: open ${open} ms${keys}`;
}

async function mount(): Promise<number> {
  const started = performance.now();
  root = createRoot(container);
  root.render(<App />);
  for (;;) {
    const end = await afterFrame(ready);
    if (end !== null) {
      const ms = end - started;
      state.openMs.push(ms);
      state.nodes = document.querySelectorAll('[data-testid="designer-canvas"] .fd-node').length;
      show();
      return ms;
    }
  }
}

function unmount(): void {
  root?.unmount();
  root = undefined;
}

installKeyTiming(show);
const params = new URLSearchParams(location.search);
Object.assign(window, { __mount: mount, __unmount: unmount });
if (!params.has('wait')) void mount();
