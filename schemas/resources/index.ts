/** Every resource the platform serves from its definition alone (docs/resources.md). */
import { areaResource } from './area';
import { billRuleResource } from './bill-rule';
import type { ResourceDefinition } from './define';
import { dictionaryDataResource, dictionaryTypeResource } from './dictionary';
import { groupResource } from './group';
import { departmentResource, organizeResource } from './organize';
import { positionResource } from './position';
import { roleResource } from './role';
import { userResource } from './user';

export const resources: readonly ResourceDefinition[] = [
  positionResource,
  groupResource,
  organizeResource,
  departmentResource,
  areaResource,
  billRuleResource,
  dictionaryTypeResource,
  dictionaryDataResource,
  userResource,
  roleResource,
];
export * from './define';
