/**
 * The OnlineDev client of 预览 (功能设计's preview, as JNPF 3.4.7's `isPreview`): the definition as
 * stored is the configuration (every grant switch off: a preview shows every button, column and
 * field), the list is empty (a preview reads no records), and anything that would save or read records
 * says so and is refused, as the request client answers a refusal (a notice, then a rejection): the
 * form opens, validates, and is not saved.
 */
import type { Notice } from '../../api';
import { ApiError } from '../../api/http-client';
import type { ImportClient } from '../../api/import-client';
import type { OnlineClient, OnlineConfig, OnlinePage } from '../../api/online-client';
import type { StoredDefinition } from '../online/compiled-parts';

/** The list switches a preview turns off: JNPF's preview shows everything. */
const GRANT_SWITCHES = ['useBtnPermission', 'useColumnPermission', 'useFormPermission', 'useDataPermission'];

function previewColumnData(columnData: string | null | undefined): string | null {
  if (!columnData) return null;
  try {
    const parsed = JSON.parse(columnData) as Record<string, unknown>;
    return JSON.stringify({ ...parsed, ...Object.fromEntries(GRANT_SWITCHES.map((key) => [key, false])) });
  } catch {
    return columnData;
  }
}

export function createPreviewClient(definition: StoredDefinition, notify: (notice: Notice) => void, message: string): OnlineClient {
  const refuse = (): Promise<never> => {
    notify({ type: 'warning', message, duration: 3000 });
    return Promise.reject(new ApiError(message, 400, 'preview'));
  };
  const emptyPage = async (): Promise<OnlinePage> => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  const config: OnlineConfig = {
    id: definition.id,
    fullName: definition.fullName,
    webType: Number(definition.webType) || 2,
    formData: definition.formData || '{"fields":[]}',
    columnData: previewColumnData(definition.columnData),
    appColumnData: null,
  };
  const imports: ImportClient = {
    upload: refuse,
    template: refuse,
    preview: refuse,
    importData: refuse,
    exportFailed: refuse,
    exportExcel: refuse,
    resolveUrl: (url) => url,
  };
  return {
    config: async () => config,
    list: emptyPage,
    children: emptyPage,
    info: refuse,
    create: refuse,
    update: refuse,
    remove: refuse,
    batchRemove: refuse,
    history: async () => [],
    exportData: refuse,
    imports: () => imports,
    resolveUrl: (path) => path,
    fieldDataSelect: async () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    dataChange: () => Promise.reject(new ApiError('', 404, 'preview', null, true)),
  };
}
