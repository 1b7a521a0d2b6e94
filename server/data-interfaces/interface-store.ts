/**
 * An interface as a run reads it, and the checks a definition passes before it is stored: its SQL is
 * one query whose parameters are declared, its static data is JSON, its address is http(s).
 */
import {
  dataInterfaceMessages as text,
  type DataInterfaceParameter,
  type DataInterfaceType,
  type RequestMethod,
} from '../../api/data-interface';
import { parameterNamePattern } from '../../schemas/resources/data-interface';
import { queryOne, type Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import { httpAddress } from './run-http';
import { sqlProblem } from './run-sql';

export interface StoredInterface {
  id: string;
  fullName: string;
  dataType: DataInterfaceType;
  requestMethod: RequestMethod;
  query: string;
  parameters: DataInterfaceParameter[];
  enabledMark: 0 | 1;
}

/** The stored parameter list (JSON text); anything unreadable counts as none. */
export function parseParameters(json: string | null | undefined): DataInterfaceParameter[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is DataInterfaceParameter => typeof item?.field === 'string') : [];
  } catch {
    return [];
  }
}

export async function loadInterface(db: Queryable, id: string): Promise<StoredInterface> {
  const row = await queryOne<Omit<StoredInterface, 'parameters'> & { parameters: string }>(
    db,
    `select id, full_name as "fullName", data_type::int as "dataType", request_method as "requestMethod", query,
            request_parameters as parameters, enabled_mark::int as "enabledMark"
       from data_interface where id = $1`,
    [id],
  );
  if (!row) throw notFound(text.notFound);
  return { ...row, parameters: parseParameters(row.parameters) };
}

/** Why a definition cannot be stored (the dialog's body, its schema passed), or undefined. */
export function definitionProblem(body: {
  dataType: unknown;
  query: unknown;
  requestParameters?: readonly DataInterfaceParameter[];
}): string | undefined {
  const parameters = body.requestParameters ?? [];
  const seen = new Set<string>();
  for (const { field } of parameters) {
    if (!parameterNamePattern.test(field)) return text.parameterName;
    if (seen.has(field)) return text.parameterTwice(field);
    seen.add(field);
  }
  const query = String(body.query);
  if (body.dataType === 1) return sqlProblem(query, parameters);
  if (body.dataType === 2) return staticProblem(query);
  const address = httpAddress(query);
  return typeof address === 'string' ? address : undefined;
}

/** Static data that is not JSON, said with the parser's reason. */
export function staticProblem(json: string): string | undefined {
  try {
    JSON.parse(json);
    return undefined;
  } catch (error) {
    return text.staticNotJson((error as Error).message);
  }
}
