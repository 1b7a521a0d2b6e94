/** Registers every resource of schemas/resources with the hooks of its exceptions. */
import type { FastifyInstance } from 'fastify';
import { groupResource } from '../../schemas/resources/group';
import { resources } from '../../schemas/resources';
import { positionResource } from '../../schemas/resources/position';
import { groupHooks } from './hooks/group-hooks';
import { positionHooks } from './hooks/position-hooks';
import { resourceRoutes, type ResourceHooks } from './resource-routes';

const hooksByName: Record<string, ResourceHooks> = {
  [positionResource.name]: positionHooks,
  [groupResource.name]: groupHooks,
};

export async function resourcesRoutes(app: FastifyInstance): Promise<void> {
  for (const definition of resources) await app.register(resourceRoutes(definition, hooksByName[definition.name]));
}
