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

/**
 * `ImportData` body: the rows as previewed (and edited), or `{type: true, fileName}` to import the
 * uploaded file as it is (the server reads it again, as the preview did).
 */
export type ImportDataRequest = { list: ImportRow[] } | { type: true; fileName: string };

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

/** The calls of a module path (`/api/permission/Users`). */
export const importPaths = (module: string) => ({
  uploader: `${module}/Uploader`,
  template: `${module}/TemplateDownload`,
  preview: `${module}/ImportPreview`,
  importData: `${module}/ImportData`,
  exceptionData: `${module}/ImportExceptionData`,
  /** JNPF's users family names the same call so (spec 001 "Users"). */
  exportExceptionData: `${module}/ExportExceptionData`,
  exportExcel: `${module}/ExportExcel`,
});

/** `{module}/ImportPreview` query. */
export interface ImportPreviewQuery {
  fileName: string;
}

/** A file to download (template, failed rows, export): its name and the address of `/api/system/ExportFile/{ticket}`. */
export interface ImportDownload {
  name: string;
  url: string;
}

/** The extra last column of an export of failed rows; a re-import of that file ignores it. */
export const importErrorColumn = { id: 'errorsInfo', fullName: '错误原因' } as const;

export const importMessages = {
  uploadFirst: '请先上传文件',
  emptyData: '导入数据为空',
  confirmRemove: (file: string) => `确定移除 ${file}？`,
  tooLarge: '文件大小不能超过500KB',
  wrongType: '请上传xls或xlsx格式的文件',
  tooManyRows: '导入数据不能超过1000条',
  headerChanged: '模板表头已被修改，请下载最新模板',
  noFile: '请选择要上传的文件',
  unreadable: '文件内容无法读取，请上传有效的xls或xlsx文件',
  fileMissing: '导入文件不存在或已过期，请重新上传',
  uploaded: '上传成功',
  /** An unexpected failure while storing: the transaction was rolled back. */
  rolledBack: (row: number) => `第${row}行保存失败，本次导入的数据已全部撤销，请检查后重试`,
  notFound: (label: string, value: string) => `${label}“${value}”不存在`,
  ambiguous: (label: string, value: string) => `${label}“${value}”不唯一，请填写完整名称`,
  badNumber: (label: string) => `${label}应为整数`,
  badDate: (label: string) => `${label}应为日期（如 2024-01-31）`,
  badValue: (label: string) => `${label}格式不正确`,
} as const;
