/**
 * The popup kinds' calls on the server (spec 002 sections 3.4 and 7.3): a page of a data interface's rows
 * (`Action/List`, the keyword looked for in the shown columns) and the rows of stored values
 * (`Action/InfoByIds`). Failures show no notice, as a form's options (spec 002 section 8).
 */
import type { DataInterfaceClient } from '../../api/data-interface-client';
import { abortError, type PopupServices } from '../../engine/data-source';

export function createPopupServices(client: Pick<DataInterfaceClient, 'list' | 'byIds'>): PopupServices {
  return {
    page: async (request, signal) => {
      const page = await cancellable(
        client.list(
          request.interfaceId,
          {
            interfaceId: request.interfaceId,
            propsValue: request.propsValue,
            relationField: request.relationField,
            columnOptions: request.columnOptions.join(','),
            paramList: request.paramList,
            ...(request.keyword ? { keyword: request.keyword } : {}),
            currentPage: request.currentPage,
            pageSize: request.pageSize,
          },
          signal,
        ),
        signal,
      );
      return { list: page.list, total: page.pagination.total };
    },
    byIds: (request, signal) =>
      cancellable(
        client.byIds(
          request.interfaceId,
          {
            ids: request.ids,
            interfaceId: request.interfaceId,
            propsValue: request.propsValue,
            relationField: request.relationField,
            paramList: request.paramList,
          },
          signal,
        ),
        signal,
      ),
  };
}

/** The call's answer; once the field cancels it, an AbortError (as the engine expects) instead of the client's error. */
async function cancellable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw error;
  }
}
