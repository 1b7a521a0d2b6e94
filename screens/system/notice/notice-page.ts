/**
 * The notice page schema with its dialog: the JNPF definition of schemas/notice-form.ts compiled by the
 * engine with the kinds registered when it is called (a kind not registered yet, such as an upload kind
 * still to come, compiles to the engine's notice and keeps its value).
 */
import '../../../widgets';
import { compileJnpfForm, type CompiledForm } from '../../../engine';
import type { PageSchema } from '../../../engine/page';
import { noticeFormDefinition } from '../../../schemas/notice-form';
import type { JsonObject } from '../../../schemas/page-types';
import { noticePage } from '../../../schemas/pages/notice';

/** The notice dialog's form, compiled from its JNPF definition. */
export function compileNoticeForm(): CompiledForm {
  return compileJnpfForm(noticeFormDefinition);
}

/** The page schema whose dialog is `form` (as a JSON Schema and UI schema pair). */
export function noticePageOf(form: CompiledForm): PageSchema {
  return noticePage({ schema: form.schema as JsonObject, uiSchema: form.uiSchema as JsonObject });
}
