/**
 * Data rules of a menu (JNPF `ModuleDataAuthorizeScheme`, docs/permissions.md): the menu's rules, the
 * fields a custom rule's conditions may use (`ModuleDataAuthorize/{moduleId}/List`), and the standard
 * writes of the resource client.
 */
import type { ResourceClient, ResourceSaved } from './resource-client';

export const moduleSchemePath = '/api/system/ModuleDataAuthorizeScheme';
export const ruleFieldsPath = '/api/system/ModuleDataAuthorize';

/** A field a custom condition may use: a list field of the menu's resource. */
export interface RuleField {
  id: string;
  enCode: string;
  fullName: string;
  type: 'text' | 'integer' | 'time';
}

/** A rule as the menu's list answers it; `conditionJson` is JSON text of `[{field, op, value}]`. */
export interface ModuleScheme {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  scope: 'all' | 'organizeAndBelow' | 'organize' | 'own' | 'custom';
  conditionJson: string;
  matchLogic: 'and' | 'or';
  sortCode: number;
  enabledMark: 0 | 1;
  creatorTime: number;
}

export interface ModuleSchemeCalls {
  list(moduleId: string): Promise<ModuleScheme[]>;
  fields(moduleId: string): Promise<RuleField[]>;
  info(id: string): Promise<ModuleScheme & { description: string | null }>;
  create(body: Record<string, unknown>): Promise<ResourceSaved<{ id: string }>>;
  update(id: string, body: Record<string, unknown>): Promise<ResourceSaved>;
  remove(id: string): Promise<ResourceSaved>;
}

export function moduleSchemeCalls(client: ResourceClient): ModuleSchemeCalls {
  const schemes = client.at(moduleSchemePath);
  const menu = (moduleId: string) => `/${encodeURIComponent(moduleId)}/List`;
  return {
    list: async (moduleId) => (await schemes.get<{ list: ModuleScheme[] }>(menu(moduleId))).list,
    fields: async (moduleId) => (await client.at(ruleFieldsPath).get<{ list: RuleField[] }>(menu(moduleId))).list,
    info: async (id) => (await schemes.info(id)) as unknown as ModuleScheme & { description: string | null },
    create: (body) => schemes.create(body),
    update: (id, body) => schemes.update(id, body),
    remove: (id) => schemes.remove(id),
  };
}
