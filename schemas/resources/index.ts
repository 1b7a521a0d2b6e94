/** Every resource the platform serves from its definition alone (docs/resources.md). */
import { areaResource } from './area';
import type { ResourceDefinition } from './define';
import { groupResource } from './group';
import { departmentResource, organizeResource } from './organize';
import { positionResource } from './position';

export const resources: readonly ResourceDefinition[] = [
  positionResource,
  groupResource,
  organizeResource,
  departmentResource,
  areaResource,
];
export * from './define';
