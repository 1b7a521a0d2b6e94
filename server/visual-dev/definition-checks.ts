/**
 * What a definition's body must be beyond its JSON Schema (docs/visual-dev.md): a category of the
 * webDesign dictionary, the JSON parts its web type needs, each usable (schemas/visual-dev-check.ts),
 * and for a data view (web type 4) an existing data interface.
 * The first problem is answered, naming the field in the designer's words.
 */
import { visualDevCategoryDictionary, visualDevMessages } from '../../api/visual-dev';
import {
  columnDataProblems,
  formDataProblems,
  interfaceParamProblems,
  parseJsonPart,
  tablesDataProblems,
} from '../../schemas/visual-dev-check';
import { queryOne, type Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import { platformTableNamed } from '../online/bound-catalog';
import { boundReleaseMessages } from '../online/bound-release';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The first problem of the JSON parts, or undefined: the checks a release repeats on what is stored. */
export function definitionProblem(body: Record<string, unknown>): string | undefined {
  const webType = Number(body.webType);
  if (webType !== 4 && !filled(body.formData)) return visualDevMessages.formDataRequired;
  if (webType !== 1 && !filled(body.columnData)) return visualDevMessages.columnDataRequired;
  if (webType === 4 && !filled(body.interfaceId)) return visualDevMessages.interfaceRequired;
  return [
    ...formDataProblems(body.formData, body.tablesData),
    ...columnDataProblems(body.columnData),
    ...columnDataProblems(body.appColumnData, '移动端列表配置（appColumnData）'),
    ...tablesDataProblems(body.tablesData),
    ...interfaceParamProblems(body.interfaceParam),
  ][0];
}

/** Refuses a body whose category is not a webDesign entry or whose JSON parts are not usable. */
export async function assertDefinitionBody(db: Queryable, body: Record<string, unknown>): Promise<void> {
  const category = await queryOne(
    db,
    `select 1 from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id where t.en_code = $1 and d.en_code = $2`,
    [visualDevCategoryDictionary, body.category],
  );
  if (!category) throw badRequest(visualDevMessages.categoryNotFound);
  const problem = definitionProblem(body);
  if (problem) throw badRequest(problem);
  // A bound table's name in the database is prefixed, so it cannot be one of the platform's: this spares the confusion.
  const platform = await platformTableNamed(db, parseJsonPart('', body.tablesData).value);
  if (platform) throw badRequest(boundReleaseMessages.platformName(platform));
  if (Number(body.webType) === 4 && !(await queryOne(db, 'select 1 from data_interface where id = $1', [body.interfaceId])))
    throw badRequest(visualDevMessages.interfaceNotFound);
}
