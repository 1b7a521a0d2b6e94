/**
 * A released generated form made ready for its screen: the configuration's form compiled by the
 * engine, its list configuration read (./column-data.ts) and compiled into a page schema with its
 * search form (./list-page.ts, ./search-form.ts). Pure but for the kinds it registers for search.
 */
import '../../widgets';
import type { OnlineConfig } from '../../api/online-client';
import { compileJnpfForm, type CompiledForm, type JnpfField } from '../../engine';
import type { PageSchema } from '../../engine/page';
import { readColumnData, type ColumnData } from '../../schemas/online/column-data';
import { dataViewModelOf } from './data-view-model';
import { onlineListPage } from './list-page';
import { onlineSearch } from './search-form';
import { superQueryFields, type SuperQueryField } from './super-query';

export interface OnlineModel {
  modelId: string;
  fullName: string;
  /** 1 form only, 2 form and list, 4 data view. */
  webType: number;
  form: CompiledForm;
  columnData: ColumnData;
  page: PageSchema;
  /** The fields the advanced query offers (./super-query.ts), before the column grants. */
  queryFields: SuperQueryField[];
}

/** The model of a `Config` answer; throws the compiler's readable problems for a form it cannot read. */
export function onlineModelOf(modelId: string, config: OnlineConfig): OnlineModel {
  // A data view (web type 4) has no form: its list is over its data interface (./data-view-model.ts).
  if (Number(config.webType) === 4) return dataViewModelOf(modelId, config);
  const definition = JSON.parse(config.formData || '{}') as { fields?: JnpfField[] };
  const form = compileJnpfForm(definition);
  const columnData = readColumnData(config.columnData);
  const search = onlineSearch(columnData.searchList, definition);
  const page = onlineListPage({ id: `online-${modelId}`, columnData, form, search });
  const queryFields = superQueryFields(definition);
  return { modelId, fullName: config.fullName, webType: Number(config.webType) || 2, form, columnData, page, queryFields };
}
