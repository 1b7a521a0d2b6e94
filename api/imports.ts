/**
 * Bulk import of spreadsheets (spec 002 sections 2.4, 3.3, 4.1, 5.1, 7.1; reference 4.20). The calls
 * live under a module path (`permission/Users`, `visualdev/OnlineDev/{modelId}`, ...):
 * `POST {module}/Uploader`, `GET {module}/TemplateDownload`, `GET {module}/ImportPreview?fileName=`,
 * `POST {module}/ImportData`, `POST {module}/ImportExceptionData` (also `ExportExceptionData`).
 */

export const importMaxBytes = 500 * 1024;
export const importMaxRows = 1000;
export const importExtensions = ['xls', 'xlsx'] as const;
export const importDialogWidth = 1000;

/** A preview column: the field key, its title, and the columns of a child table. */
export interface ImportHeader {
  id: string;
  fullName: string;
  children?: ImportHeader[];
}

/** One row: field values; a child-table key holds an array of rows. */
export type ImportRow = Record<string, unknown>;

export interface ImportPreview {
  headerRow: ImportHeader[];
  dataRow: ImportRow[];
}

/** `ImportData` body: the rows as previewed (and edited). */
export interface ImportDataRequest {
  list: ImportRow[];
}

/** A failed row: the row and why (`errorsInfo`). */
export type ImportFailedRow = ImportRow & { errorsInfo: string };

export interface ImportResult {
  /** 0 when every row was imported, 1 when some failed. */
  resultType: 0 | 1;
  snum: number;
  fnum: number;
  failResult: ImportFailedRow[];
  headerRow: ImportHeader[];
}

/** `{module}/Uploader` answer: the temporary name to preview. */
export interface ImportUploadAnswer {
  name: string;
}

export const importMessages = {
  uploadFirst: '请先上传文件',
  emptyData: '导入数据为空',
  confirmRemove: (file: string) => `确定移除 ${file}？`,
  tooLarge: '文件大小不能超过500KB',
  wrongType: '请上传xls或xlsx格式的文件',
  tooManyRows: '导入数据不能超过1000条',
  headerChanged: '模板表头已被修改，请下载最新模板',
} as const;
