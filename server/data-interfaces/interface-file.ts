/**
 * The export of one interface as a `.json` file (a format marker, a version and the dialog's fields)
 * and reading such a file back: the marker, then the dialog's schema and rules, then the definition's
 * own checks, so an imported interface is one the dialog could have saved.
 */
import {
  dataInterfaceFileFormat,
  dataInterfaceFileVersion,
  dataInterfaceMessages as text,
  type DataInterfaceParameter,
} from '../../api/data-interface';
import { firstRuleViolation } from '../../schemas/form-rules';
import { dataInterfaceResource, type DataInterfaceInfo } from '../../schemas/resources/data-interface';
import { badRequest } from '../http/api-error';
import { checkSchema } from '../http/check-schema';
import { definitionProblem } from './interface-store';

export interface DataInterfaceFile {
  format: typeof dataInterfaceFileFormat;
  version: typeof dataInterfaceFileVersion;
  exportedAt: string;
  dataInterface: Omit<DataInterfaceInfo, 'id'>;
}

export function buildInterfaceFile(info: DataInterfaceInfo, now: Date): DataInterfaceFile {
  const { id: _id, ...dataInterface } = info;
  return { format: dataInterfaceFileFormat, version: dataInterfaceFileVersion, exportedAt: now.toISOString(), dataInterface };
}

const dataInterfaceProperties = dataInterfaceResource.form.schema.properties ?? {};

/** The interface a file holds, checked as the dialog's body is; refuses anything else with a message. */
export function readInterfaceFile(content: Buffer): Omit<DataInterfaceInfo, 'id'> {
  let parsed: Partial<DataInterfaceFile> | null;
  try {
    parsed = JSON.parse(content.toString('utf8').replace(/^\uFEFF/, '')) as Partial<DataInterfaceFile> | null;
  } catch {
    throw badRequest(text.importWrongFile);
  }
  if (
    parsed?.format !== dataInterfaceFileFormat ||
    parsed.version !== dataInterfaceFileVersion ||
    typeof parsed.dataInterface !== 'object'
  ) {
    throw badRequest(text.importWrongFile);
  }
  const body = Object.fromEntries(
    Object.entries(parsed.dataInterface ?? {}).filter(([name]) => name !== 'id' && name in dataInterfaceProperties),
  );
  const problem = checkSchema(dataInterfaceResource.form.schema as Parameters<typeof checkSchema>[0], body);
  if (problem) throw badRequest(`${text.importWrongFile}（${problem.path} ${problem.keyword}）`);
  const violation = firstRuleViolation(dataInterfaceResource.form.messages, body);
  if (violation) throw badRequest(violation.message);
  const info = body as Omit<DataInterfaceInfo, 'id'>;
  const definition = definitionProblem({ ...info, requestParameters: info.requestParameters as DataInterfaceParameter[] });
  if (definition) throw badRequest(definition);
  return info;
}
