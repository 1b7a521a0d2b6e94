/**
 * The markdown report of `bench:assets`: bytes transferred per page load beside the goals of issue 19,
 * this run beside a kept earlier run (the "before" figures), then what each load moved, by kind and by
 * file.
 */
import type { PageLoad } from './page-loads';
import { totalBytes, type TransferredResource } from './transfer-meter';

/** Goals of issue 19, in KB (1024 bytes) transferred. */
export const GOALS_KB: Record<string, number> = { signIn: 150, adminCold: 350, adminWarm: 20 };

export interface AssetsRun {
  date: string;
  /** What was measured, e.g. the commit and whether the change was in. */
  label: string;
  chromium: string;
  loads: Record<keyof typeof GOALS_KB, PageLoad>;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

export function renderReport(run: AssetsRun, before: AssetsRun | undefined, environment: string): string {
  const keys = Object.keys(GOALS_KB);
  const summary = keys.map((key) => {
    const now = run.loads[key]!;
    const earlier = before?.loads[key];
    const bytes = totalBytes(now.resources);
    const goal = GOALS_KB[key]!;
    const beforeCell = earlier ? `${kb(totalBytes(earlier.resources))} (${earlier.resources.length})` : '—';
    return `| ${now.name} | ${beforeCell} | **${kb(bytes)}** (${now.resources.length}) | < ${goal} | **${bytes / 1024 < goal ? 'met' : 'not met'}** |`;
  });
  const lines = [
    `# Assets benchmark (${run.date})`,
    '',
    environment,
    '',
    'Bytes transferred = the sum of `encodedDataLength` of every request Chromium finished (DevTools protocol ' +
      '`Network.loadingFinished`): response headers plus the body as sent. A response taken from the HTTP cache counts 0; ' +
      'a revalidation answered 304 counts its headers. KB = 1024 bytes; the request count is in brackets.',
    '',
    '## Transferred per page load',
    '',
    `Before: ${before ? `${before.label} (${before.date})` : 'no earlier run kept'}. After: ${run.label} (${run.date}).`,
    '',
    '| page load | before KB | after KB | goal KB | verdict |',
    '|---|---:|---:|---:|---|',
    ...summary,
    '',
    ...keys.flatMap((key) => breakdown(run.loads[key]!, before?.loads[key])),
  ];
  return lines.join('\n');
}

function breakdown(load: PageLoad, before: PageLoad | undefined): string[] {
  const kinds = [...new Set([...load.resources, ...(before?.resources ?? [])].map((resource) => kindOf(resource)))].sort();
  const cell = (resources: TransferredResource[] | undefined, kind: string) => {
    if (!resources) return '—';
    const ofKind = resources.filter((resource) => kindOf(resource) === kind);
    return ofKind.length ? `${kb(totalBytes(ofKind))} (${ofKind.length})` : '0';
  };
  const largest = [...load.resources].sort((a, b) => b.bytes - a.bytes).slice(0, 12);
  return [
    `## ${load.name}`,
    '',
    '| kind | before KB | after KB |',
    '|---|---:|---:|',
    ...kinds.map((kind) => `| ${kind} | ${cell(before?.resources, kind)} | ${cell(load.resources, kind)} |`),
    '',
    `Largest answers after (of ${load.resources.length}):`,
    '',
    '| path | status | encoding | cache-control | from cache | KB |',
    '|---|---:|---|---|:---:|---:|',
    ...largest.map(
      (resource) =>
        `| ${resource.path.slice(0, 80)} | ${resource.status} | ${resource.encoding} | ${resource.cacheControl || '—'} | ${resource.fromCache ? 'yes' : ''} | ${kb(resource.bytes)} |`,
    ),
    '',
  ];
}

/** Page assets by Chromium's resource type; calls of the server grouped as API. */
function kindOf(resource: TransferredResource): string {
  if (resource.path.startsWith('/api/') || resource.type === 'Fetch' || resource.type === 'XHR') return 'API calls';
  return resource.type;
}
