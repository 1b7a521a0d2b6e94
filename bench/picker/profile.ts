/**
 * `npm run bench:picker -- --profile=<page>:<phase>` (page engine|floor, phase open|first|keys): one load at
 * the first CPU setting on an unminified build, with a CPU profile of that phase written to
 * .tmp/picker-<page>-<phase>.cpuprofile (DevTools, Performance panel: load profile) and the functions
 * with the most time, inclusive and self, printed. How the findings in bench/results/picker.md were got.
 */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The `count` functions with the most inclusive and self time (ms), as text. */
export function topFunctions(profile: CpuProfile, count = 30): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const label = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    add(self, label(id), ms);
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = label(at);
      if (!seen.has(name)) add(inclusive, name, ms);
      seen.add(name);
    }
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${name}`)
      .join('\n');
  return `inclusive:\n${top(inclusive)}\n\nself:\n${top(self)}`;
}
