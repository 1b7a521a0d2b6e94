/**
 * The page of a popup kind's data interface (spec 002 sections 2.5 and 9.2): the picker's page asked of
 * `interfaceId` with the field's columns and the parameters read when asked; without paging the
 * interface's first 10,000 rows. Nothing is asked without an interface.
 */
import type { DataInterfaceParam, PopupServices } from '../../../engine/data-source';
import { POPUP_ALL_ROWS, type PopupSourceOptions } from './popup-source';
import { usePickerPage, type PopupPage } from './use-picker-page';

export function usePopupPage(services: PopupServices, options: PopupSourceOptions, paramList: () => DataInterfaceParam[]): PopupPage {
  const { interfaceId, propsValue, relationField, columnOptions, hasPage } = options;
  const columns = columnOptions.map((column) => column.value);
  return usePickerPage(
    ({ keyword, page, pageSize }, signal) =>
      services.page(
        {
          interfaceId: interfaceId!,
          propsValue,
          relationField,
          columnOptions: columns,
          paramList: paramList(),
          ...(keyword ? { keyword } : {}),
          currentPage: hasPage ? page : 1,
          pageSize: hasPage ? pageSize : POPUP_ALL_ROWS,
        },
        signal,
      ),
    interfaceId ? JSON.stringify([interfaceId, propsValue, relationField, columns, hasPage]) : null,
    options.pageSize,
  );
}
