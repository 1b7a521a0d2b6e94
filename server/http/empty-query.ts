import type { FastifyRequest } from 'fastify';

/** A `preValidation` hook: empty query values mean "no filter" (lists send `categoryId=` for all). */
export async function dropEmptyQueryValues(request: Pick<FastifyRequest, 'query'>): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
}
