/** A portal's layout as it is stored: JSON text parsed and checked (schemas/portal-layout.ts), written back compact. */
import { checkPortalLayout, portalLayoutMessages } from '../../schemas/portal-layout';
import { badRequest } from '../http/api-error';
import type { ResourceRow } from '../resources/resource-store';

/** Parses JSON text, refusing what is not JSON with `message`. */
export function parsedJson(text: unknown, message: string): unknown {
  if (typeof text !== 'string') throw badRequest(message);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(message);
  }
}

/** The body with its layout checked and compact (a refusal names the first card that is wrong). */
export function checkedPortalBody(body: ResourceRow): ResourceRow {
  const layout = parsedJson(body.formData ?? '{"cards":[]}', portalLayoutMessages.notJson);
  const problem = checkPortalLayout(layout);
  if (problem) throw badRequest(problem);
  return { ...body, formData: JSON.stringify(layout) };
}
