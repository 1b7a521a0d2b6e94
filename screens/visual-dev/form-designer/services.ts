/**
 * What the property panel looks up on the server: dictionary types, data interfaces and their
 * parameters and fields, bill rules, released functions and their fields, print templates. Every
 * call is one a signed-in user may make (the pickers' `Selector`s); a failed one leaves its list
 * empty and the setting falls back to typing the id.
 */
import { dataInterfacePath } from '../../../api/data-interface';
import { dictionaryPaths } from '../../../api/dictionary';
import { printDevPath } from '../../../api/print-dev';
import type { ResourceClient } from '../../../api/resource-client';
import { visualDevPaths } from '../../../api/visual-dev';

export interface NamedItem {
  id: string;
  fullName: string;
}

export interface InterfaceParameter {
  field: string;
  dataType?: string;
  defaultValue?: unknown;
}

export interface DesignerServices {
  /** Dictionary types, flattened from their tree (id is what `dictionaryType` stores). */
  dictionaryTypes(): Promise<NamedItem[]>;
  interfaces(): Promise<NamedItem[]>;
  interfaceParameters(id: string): Promise<InterfaceParameter[]>;
  /** The field names of the interface's rows (runs it with its defaults). */
  interfaceFields(id: string): Promise<string[]>;
  /** Bill rules: `id` is the rule's enCode, which `__config__.rule` stores. */
  billRules(): Promise<NamedItem[]>;
  /** Released functions of this platform (relation forms pick among them). */
  functions(): Promise<NamedItem[]>;
  functionFields(id: string): Promise<{ vmodel: string; label: string }[]>;
  printTemplates(): Promise<NamedItem[]>;
}

type Tree = { id?: unknown; fullName?: unknown; enCode?: unknown; children?: unknown };

/** Leaves (and inner nodes when `inner`) of a `{list}` tree answer, as named items. */
function flatten(nodes: unknown, inner: boolean, id: (node: Tree) => unknown = (node) => node.id): NamedItem[] {
  if (!Array.isArray(nodes)) return [];
  return (nodes as Tree[]).flatMap((node) => {
    const children = Array.isArray(node.children) && node.children.length > 0 ? flatten(node.children, inner, id) : [];
    const self =
      id(node) === undefined || (children.length > 0 && !inner)
        ? []
        : [{ id: String(id(node)), fullName: String(node.fullName ?? id(node)) }];
    return [...self, ...children];
  });
}

const listOf = (answer: unknown): unknown[] =>
  Array.isArray(answer) ? answer : Array.isArray((answer as { list?: unknown })?.list) ? (answer as { list: unknown[] }).list : [];

const quiet = <T>(call: () => Promise<T>, fallback: T) => call().catch(() => fallback);

export function createDesignerServices(client: ResourceClient): DesignerServices {
  const at = (path: string) => client.at(path);
  return {
    dictionaryTypes: () => quiet(async () => flatten(listOf(await at(dictionaryPaths.types).get('')), true), []),
    interfaces: () => quiet(async () => flatten(listOf(await at(dataInterfacePath).get('/Selector')), false), []),
    interfaceParameters: (id) =>
      quiet(async () => listOf(await at(dataInterfacePath).get(`/GetParam/${encodeURIComponent(id)}`)) as InterfaceParameter[], []),
    interfaceFields: (id) =>
      quiet(
        async () => listOf((await at(dataInterfacePath).send('POST', `/${encodeURIComponent(id)}/Actions/GetFields`, {})).data).map(String),
        [],
      ),
    billRules: () =>
      quiet(async () => flatten(listOf(await at('/api/system/BillRule').get('/Selector')), false, (node) => node.enCode), []),
    functions: () =>
      quiet(async () => flatten(listOf(await at(visualDevPaths.base).get('/Selector', { webType: '1,2', isRelease: 1 })), false), []),
    functionFields: (id) =>
      quiet(
        async () =>
          listOf(await at(visualDevPaths.base).get(`/${encodeURIComponent(id)}/FormDataFields`)) as { vmodel: string; label: string }[],
        [],
      ),
    printTemplates: () => quiet(async () => flatten(listOf(await at(printDevPath).get('/Selector')), false), []),
  };
}

/** Services answering from memory (stories, tests). */
export function memoryDesignerServices(
  data: Partial<{ [K in keyof DesignerServices]: Awaited<ReturnType<DesignerServices[K]>> | Record<string, unknown> }> = {},
): DesignerServices {
  const value = <T>(key: keyof DesignerServices, fallback: T, arg?: string): Promise<T> => {
    const entry = data[key] as unknown;
    if (arg !== undefined && entry && !Array.isArray(entry)) return Promise.resolve(((entry as Record<string, T>)[arg] ?? fallback) as T);
    return Promise.resolve((entry ?? fallback) as T);
  };
  return {
    dictionaryTypes: () => value('dictionaryTypes', []),
    interfaces: () => value('interfaces', []),
    interfaceParameters: (id) => value('interfaceParameters', [], id),
    interfaceFields: (id) => value('interfaceFields', [], id),
    billRules: () => value('billRules', []),
    functions: () => value('functions', []),
    functionFields: (id) => value('functionFields', [], id),
    printTemplates: () => value('printTemplates', []),
  };
}
