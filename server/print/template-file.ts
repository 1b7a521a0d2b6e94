/**
 * The export of one template as a `.json` file (a format marker, a version and the editor's fields)
 * and reading such a file back: the marker, then the resource's schema and rules, so an imported
 * template is one the editor could have saved (its source is checked by the save's own hook).
 */
import { printDevFileFormat, printDevFileVersion, printDevMessages as text } from '../../api/print-dev';
import { firstRuleViolation } from '../../schemas/form-rules';
import { printDevResource, type PrintDevInfo } from '../../schemas/resources/print-dev';
import { badRequest } from '../http/api-error';
import { checkSchema } from '../http/check-schema';

export interface PrintDevFile {
  format: typeof printDevFileFormat;
  version: typeof printDevFileVersion;
  exportedAt: string;
  printDev: Omit<PrintDevInfo, 'id'>;
}

export function buildTemplateFile(info: PrintDevInfo, now: Date): PrintDevFile {
  const { id: _id, ...printDev } = info;
  return { format: printDevFileFormat, version: printDevFileVersion, exportedAt: now.toISOString(), printDev };
}

const properties = printDevResource.form.schema.properties ?? {};

/** The template a file holds, checked as the editor's body is; refuses anything else with a message. */
export function readTemplateFile(content: Buffer): Omit<PrintDevInfo, 'id'> {
  let parsed: Partial<PrintDevFile> | null;
  try {
    parsed = JSON.parse(content.toString('utf8').replace(/^\uFEFF/, '')) as Partial<PrintDevFile> | null;
  } catch {
    throw badRequest(text.importWrongFile);
  }
  if (parsed?.format !== printDevFileFormat || parsed.version !== printDevFileVersion || typeof parsed.printDev !== 'object') {
    throw badRequest(text.importWrongFile);
  }
  // Null ids (a form template has no interface) are left out, as the editor leaves them out.
  const body = Object.fromEntries(
    Object.entries(parsed.printDev ?? {}).filter(([name, value]) => name !== 'id' && name in properties && value !== null),
  );
  const problem = checkSchema(printDevResource.form.schema as Parameters<typeof checkSchema>[0], body);
  if (problem) throw badRequest(`${text.importWrongFile}（${problem.path} ${problem.keyword}）`);
  const violation = firstRuleViolation(printDevResource.form.messages, body);
  if (violation) throw badRequest(violation.message);
  return body as Omit<PrintDevInfo, 'id'>;
}
