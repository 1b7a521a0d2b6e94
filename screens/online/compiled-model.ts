/**
 * A generated form's model from the files the code generator wrote (docs/visual-dev.md "Code generator"):
 * the form the engine compiled (`form.schema.json`, `form.ui.json`, read back by `compileSchemaForm`), the
 * list's page schema (`page.json`) and the definition as designed (`formData.json` for the advanced query's
 * fields, `columnData.json` for the list's switches), instead of compiling the released definition at run
 * time. ./compiled-parts.ts writes the parts this reads.
 */
import '../../widgets';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { compileJnpfForm, compileSchemaForm } from '../../engine';
import type { PageSchema } from '../../engine/page';
import { readColumnData } from '../../schemas/online/column-data';
import { dataViewColumns } from './data-view-model';
import type { OnlineModel } from './online-model';
import { superQueryFields } from './super-query';

export interface CompiledOnlineFiles {
  /** The released definition whose records the screen reads and writes. */
  modelId: string;
  fullName: string;
  /** 1 form only, 2 form and list, 4 data view. */
  webType: number;
  formData?: object;
  columnData?: object;
  formSchema?: object;
  formUi?: object;
  page?: object;
}

export function compiledOnlineModel(files: CompiledOnlineFiles): OnlineModel {
  const { modelId, fullName, webType } = files;
  const form = files.formSchema
    ? compileSchemaForm(files.formSchema as RJSFSchema, (files.formUi ?? {}) as UiSchema)
    : compileJnpfForm({ fields: [] });
  const designed = readColumnData((files.columnData ?? null) as Record<string, unknown> | null);
  const columnData = webType === 4 ? dataViewColumns(designed) : designed;
  const page = (files.page ?? { id: `online-${modelId}`, list: {}, columns: [] }) as PageSchema;
  const queryFields = webType === 4 ? [] : superQueryFields((files.formData ?? {}) as Parameters<typeof superQueryFields>[0]);
  return { modelId, fullName, webType, form, columnData, page, queryFields };
}
