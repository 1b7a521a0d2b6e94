/**
 * Where the list designer's pickers read their choices on the server: the dictionary categories
 * (`GET /api/system/DictionaryType`, a tree flattened with its path in the label) and the data
 * interfaces (`GET /api/system/DataInterface/All`), over 功能设计's connection.
 */
import { dataInterfacePath } from '../../../api/data-interface';
import { dictionaryPaths, type DictionaryTypeNode } from '../../../api/dictionary';
import type { ResourceClient } from '../../../api/resource-client';
import type { ListDesignerSources } from './ListDesigner';

function flatten(nodes: DictionaryTypeNode[], path: string[] = []): { value: string; label: string }[] {
  return nodes.flatMap((node) => {
    const names = [...path, node.fullName];
    return [{ value: node.id, label: names.join(' / ') }, ...flatten(node.children ?? [], names)];
  });
}

export function listDesignerSources(client: ResourceClient): ListDesignerSources {
  return {
    dictionaryTypes: async () => flatten((await client.at(dictionaryPaths.types).get<{ list: DictionaryTypeNode[] }>('')).list),
    dataInterfaces: async () =>
      (await client.at(dataInterfacePath).all()).map((row) => ({ value: String(row.id), label: String(row.fullName ?? row.id) })),
  };
}
