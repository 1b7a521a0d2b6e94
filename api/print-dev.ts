/**
 * Print templates (menu 打印模板): spec 001 sections 2 (the 400 px chooser), 7 "Print templates" and 9
 * (handle status codes), spec 002 sections 2.7, 2.8, 3.7 and 7.7, reference 4.18 and 5.6;
 * docs/print.md. A template is rich text with placeholders bound to a released generated form (type 1)
 * or to a data interface (type 2); `Data`/`BatchData` answer it with one record's values as display
 * text, the browser fills and prints it, and every print is logged (`printLog/save`).
 */

/** The enCode of the menu whose buttons grant managing templates. */
export const printDevMenu = 'system.printDev';
export const printDevPath = '/api/system/printDev';
export const printLogPath = '/api/system/printLog';

/** `type`: where a template's values come from. */
export type PrintSourceType = 1 | 2;
export const printSourceNames: Record<PrintSourceType, string> = { 1: '功能表单', 2: '数据接口' };

/** The key of the main record's fields in `Fields` and placeholders (JNPF's `headTable`). */
export const headTable = 'headTable';

/** Records one `BatchData` call prints at most. */
export const printBatchLimit = 500;

export const printDevMessages = {
  notFound: '打印模板不存在',
  codeTaken: '模板编码已存在',
  nameTaken: '模板名称已存在',
  disabled: '打印模板已禁用',
  formMissing: '请选择功能表单',
  formNotReleased: '功能表单不存在或尚未发布',
  interfaceMissing: '请选择数据接口',
  interfaceNotFound: '数据接口不存在',
  noRecord: '请选择要打印的数据',
  tooMany: `一次最多打印 ${printBatchLimit} 条数据`,
  versionNotFound: '模板版本不存在',
  copied: '复制成功',
  imported: '导入成功',
  importNoFile: '请选择要导入的文件',
  importWrongFile: '导入文件格式不正确，请选择打印模板导出的 .json 文件',
  logged: '保存成功',
} as const;

/** The export file's marker and version (`GET {id}/Actions/Export`, `POST Actions/Import`). */
export const printDevFileFormat = 'printDev';
export const printDevFileVersion = 1;

/** A field a placeholder can name (`POST Fields`): `{field}` for the main record, `{table.field}` in a child loop. */
export interface PrintField {
  id: string;
  fullName: string;
  jnpfKey?: string;
}

/** The main record (`headTable`) or a child table, with its fields. */
export interface PrintFieldGroup {
  id: string;
  fullName: string;
  children: PrintField[];
}

/** `POST Fields`: the source whose fields the editor offers. */
export interface PrintFieldsBody {
  type: PrintSourceType;
  formId?: string;
  interfaceId?: string;
}

/** A line of the approval record (spec 002 section 3.7; empty until workflows exist). */
export interface PrintOperatorRecord {
  nodeName: string;
  userName: string;
  /** Epoch milliseconds. */
  handleTime: number;
  /** 0 to 9: {@link handleStatusNames}. */
  handleStatus: number;
  handleOpinion?: string | null;
}

/** Spec 001 section 9 / spec 002 section 9.3: the handle status codes of the approval record. */
export const handleStatusNames: Record<number, string> = {
  0: '退回',
  1: '通过',
  2: '发起',
  3: '撤回',
  4: '终止',
  5: '指派',
  6: '加签',
  7: '转审',
  8: '变更',
  9: '复活',
};

/** `GET Data` (one record) or one item of `GET BatchData`. */
export interface PrintPage {
  /** The template's id and name (the print log's `printId` and `printTitle`). */
  id: string;
  fullName: string;
  /** The template body: sanitised HTML with placeholders. */
  printTemplate: string;
  /** The record's values as display text; a child table's rows under its key. */
  printData: Record<string, unknown>;
  operatorRecordList: PrintOperatorRecord[];
}

/** `POST getListOptions` and the chooser: a template's id and name. */
export interface PrintOption {
  id: string;
  fullName: string;
}

/** `POST printLog/save`. */
export interface PrintLogBody {
  printTitle: string;
  printNum: number;
  printId: string;
}

/** A saved version of a template (`GET Version/{id}`), newest first. */
export interface PrintVersionRow {
  id: string;
  version: number;
  /** Epoch milliseconds. */
  creatorTime: number;
  /** 'realName/account', '' when unknown. */
  creatorUser: string;
}

/** One version's body (`GET Info/{versionId}`). */
export interface PrintVersionInfo extends PrintVersionRow {
  templateId: string;
  type: PrintSourceType;
  formId: string | null;
  interfaceId: string | null;
  printTemplate: string;
}
