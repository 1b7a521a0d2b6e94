/** Every resource the platform serves from its definition alone (docs/resources.md). */
import type { ResourceDefinition } from './define';
import { groupResource } from './group';
import { positionResource } from './position';

export const resources: readonly ResourceDefinition[] = [positionResource, groupResource];
export * from './define';
