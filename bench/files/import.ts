/**
 * The import part of `npm run bench:files`: the users import as the wizard calls it. The template
 * (`TemplateDownload`) filled with `rows` users over 20 of its columns (written here with SheetJS, as a
 * person's spreadsheet program would), uploaded (`Uploader`), then the two measured calls:
 * `ImportPreview` (the rows read back under the template's header) and `ImportData` (the previewed
 * rows checked and stored). Nothing of the import itself is implemented here.
 */
import { performance } from 'node:perf_hooks';
import * as XLSX from 'xlsx';
import type { ImportPreview, ImportResult, ImportUploadAnswer } from '../../api/imports';
import { userFormSchema } from '../../schemas/resources/user';

const module = '/api/permission/Users';

type Field = keyof typeof userFormSchema.properties;

/** The 20 columns filled (the position, role and group pickers of the template stay empty). */
const filled = (index: number): Partial<Record<Field, string>> => {
  const n = String(index + 1).padStart(4, '0');
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    account: `bench${n}`,
    realName: `导入用户${n}`,
    gender: index % 2 ? '女' : '男',
    organizeIds: '城东智慧供热有限公司',
    mobilePhone: `139${String(10_000_000 + index).padStart(8, '0')}`,
    telePhone: `0571-8${String(1_000_000 + index).slice(-7)}`,
    managerId: 'zhangwei',
    email: `bench${n}@heat.example`,
    birthday: `19${80 + (index % 20)}-0${(index % 9) + 1}-${day}`,
    entryDate: `20${10 + (index % 15)}-1${index % 3}-${day}`,
    nation: ['汉族', '回族', '满族', '蒙古族'][index % 4]!,
    nativePlace: ['浙江杭州', '江苏南京', '山东济南', '河北石家庄'][index % 4]!,
    certificatesType: '居民身份证',
    certificatesNumber: `3301${String(19_800_101_000_000 + index)}`,
    education: ['本科', '大专', '硕士', '高中'][index % 4]!,
    urgentContacts: `联系人${n}`,
    urgentTelePhone: `138${String(20_000_000 + index).padStart(8, '0')}`,
    postalAddress: `杭州市上城区供热路${index + 1}号`,
    sortCode: String(index + 1),
    description: `第 ${index + 1} 位导入的用户`,
  };
};

interface Envelope<T> {
  code?: number;
  msg?: string;
  data?: T;
}

class CallFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init: RequestInit, what: string): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Envelope<T> = {};
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    // reported below
  }
  if (response.status !== 200 || body.code !== 200 || body.data === undefined) {
    throw new CallFailed(`${what}: HTTP ${response.status}, code ${body.code} (${body.msg ?? text.slice(0, 200)})`, response.status);
  }
  return body.data;
}

export interface ImportFigures {
  rows: number;
  columns: number;
  templateColumns: number;
  workbookBytes: number;
  uploadMs: number;
  previewMs: number;
  previewRows: number;
  importMs: number;
  imported: number;
  failed: number;
  firstFailure?: string;
}

/** The import measured, or why it could not be (the calls missing or failing). */
export async function measureImport(base: string, token: string, rows: number): Promise<ImportFigures | { notMeasured: string }> {
  const auth = { Authorization: token };
  try {
    const template = await call<{ name: string; url: string }>(`${base}${module}/TemplateDownload`, { headers: auth }, 'TemplateDownload');
    const templateResponse = await fetch(new URL(template.url, base), { headers: auth });
    if (templateResponse.status !== 200) throw new Error(`template file: HTTP ${templateResponse.status}`);
    const book = XLSX.read(Buffer.from(await templateResponse.arrayBuffer()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const header = (XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] ?? []).map((cell) => String(cell ?? ''));
    const titles = Object.fromEntries(
      Object.entries(userFormSchema.properties).map(([field, schema]) => [(schema as { title?: string }).title ?? field, field as Field]),
    );
    const fields = header.map((title) => titles[title.replace(/[*＊\s]/g, '')]);
    const columns = fields.filter((field) => field && filled(0)[field] !== undefined).length;
    const data = Array.from({ length: rows }, (_, index) => {
      const values = filled(index);
      return fields.map((field) => (field ? (values[field] ?? '') : ''));
    });
    XLSX.utils.sheet_add_aoa(sheet, data, { origin: -1 });
    const workbook = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;

    const uploadStarted = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(workbook)]), '用户信息.xlsx');
    const uploaded = await call<ImportUploadAnswer>(`${base}${module}/Uploader`, { method: 'POST', headers: auth, body: form }, 'Uploader');
    const uploadMs = performance.now() - uploadStarted;

    const previewStarted = performance.now();
    const preview = await call<ImportPreview>(
      `${base}${module}/ImportPreview?fileName=${encodeURIComponent(uploaded.name)}`,
      { headers: auth },
      'ImportPreview',
    );
    const previewMs = performance.now() - previewStarted;

    const importStarted = performance.now();
    const result = await call<ImportResult>(
      `${base}${module}/ImportData`,
      { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ list: preview.dataRow }) },
      'ImportData',
    );
    const importMs = performance.now() - importStarted;
    return {
      rows,
      columns,
      templateColumns: header.length,
      workbookBytes: workbook.length,
      uploadMs,
      previewMs,
      previewRows: preview.dataRow.length,
      importMs,
      imported: result.snum,
      failed: result.fnum,
      ...(result.failResult[0] ? { firstFailure: result.failResult[0].errorsInfo } : {}),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { notMeasured: error instanceof CallFailed && error.status === 404 ? `the import calls are not there (${reason})` : reason };
  }
}
