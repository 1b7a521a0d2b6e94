/**
 * A data view (web type 4, 数据视图) made ready for its screen: no form, the list of `columnData` over
 * what the data interface answers (the server runs it, server/online/data-view.ts). Its columns show the
 * answered values as text; each search item is a text box, as JNPF 3.4.7 draws a data view's search
 * (a range item, `searchType` 3, two number boxes); no buttons but the refresh and the column settings:
 * the view has nothing to add, edit, delete, import or export. Layouts other than grouped (3) show plain.
 */
import type { OnlineConfig } from '../../api/online-client';
import { compileJnpfForm, type JnpfField } from '../../engine';
import type { PageRow } from '../../engine/page';
import { readColumnData, type ColumnData } from '../../schemas/online/column-data';
import { onlineListPage } from './list-page';
import type { OnlineModel } from './online-model';
import { onlineSearch } from './search-form';

/** The list configuration of a view: its columns, search, order and paging, without buttons, grants of forms or the advanced query. */
export function dataViewColumns(columnData: ColumnData): ColumnData {
  return {
    ...columnData,
    type: columnData.type === 3 ? 3 : 1,
    btnsList: [],
    columnBtnsList: [],
    hasSuperQuery: false,
    useFormPermission: false,
    useDataPermission: false,
  };
}

/** The search items as text-box fields of the same names and labels. */
function searchFields(columnData: ColumnData): { fields: JnpfField[] } {
  return {
    fields: columnData.searchList.map((item) => ({
      __vModel__: item.prop,
      __config__: { jnpfKey: 'input', label: item.label || item.prop },
      placeholder: '',
    })) as JnpfField[],
  };
}

/** The model of a data view's `Config` answer (its `formData` is empty). */
export function dataViewModelOf(modelId: string, config: OnlineConfig): OnlineModel {
  const form = compileJnpfForm({ fields: [] });
  const columnData = dataViewColumns(readColumnData(config.columnData));
  const search = onlineSearch(columnData.searchList, searchFields(columnData));
  const page = onlineListPage({ id: `online-${modelId}`, columnData, form, search });
  return { modelId, fullName: config.fullName, webType: 4, form, columnData, page, queryFields: [] };
}

/** A value as the view's cell shows it: lists joined, records as JSON, the rest as it is. */
function cellText(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join('，');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

/** An answered row with its values as text (the page engine's plain cells write text). */
export function viewRow(row: PageRow): PageRow {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key === 'id' ? value : cellText(value)])) as PageRow;
}
