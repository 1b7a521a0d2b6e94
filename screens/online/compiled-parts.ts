/**
 * What the code generator packages of a definition (docs/visual-dev.md "Code generator"), compiled here
 * because the server cannot run the engine: the form's JSON Schema and UI schema (web types 1 and 2; the
 * UI schema's `ui:form` holding every form setting, its buttons' words too, so `compileSchemaForm` reads
 * back the same settings) and the list's page schema (2 and 4), as the definition's menu would show them
 * (./online-model.ts). ./compiled-model.ts reads them back.
 */
import type { OnlineConfig } from '../../api/online-client';
import type { CompiledForm } from '../../engine';
import { onlineModelOf } from './online-model';

export interface CompiledParts {
  formSchema?: Record<string, unknown>;
  formUi?: Record<string, unknown>;
  pageSchema?: Record<string, unknown>;
}

/** The definition as the info call answers it: the JSON parts as JSON text. */
export interface StoredDefinition {
  id: string;
  fullName: string;
  webType: number;
  formData?: string | null;
  columnData?: string | null;
}

/** The UI schema with every setting under `ui:form` (the compiler keeps those it does not map aside, in `extra`). */
function uiWithSettings(form: CompiledForm): Record<string, unknown> {
  const settings = (form.uiSchema['ui:form'] ?? {}) as Record<string, unknown>;
  return { ...form.uiSchema, 'ui:form': { ...form.settings.extra, ...settings } };
}

/** Throws the compiler's readable problems for a form it cannot read. */
export function compiledParts(definition: StoredDefinition): CompiledParts {
  const webType = Number(definition.webType) || 2;
  const config: OnlineConfig = {
    id: definition.id,
    fullName: definition.fullName,
    webType,
    formData: definition.formData || '{"fields":[]}',
    columnData: definition.columnData ?? null,
    appColumnData: null,
  };
  const model = onlineModelOf(definition.id, config);
  return {
    ...(webType !== 4 ? { formSchema: model.form.schema as Record<string, unknown>, formUi: uiWithSettings(model.form) } : {}),
    ...(webType !== 1 ? { pageSchema: model.page as unknown as Record<string, unknown> } : {}),
  };
}
