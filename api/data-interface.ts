/**
 * Data interfaces (menu 数据接口): spec 001 sections 3 and 7 "Data interfaces", spec 002 sections 3.4
 * and 7.3, reference 2.6, 4.16 and 5.4; docs/data-interfaces.md. An interface is an SQL query on the
 * platform's database (type 1), static JSON (2) or an HTTP call to an allowed host (3), run with the
 * parameters a form or the test dialog passes.
 */

/** The enCode of the menu whose buttons grant managing interfaces. */
export const dataInterfaceMenu = 'systemData.dataInterface';
export const dataInterfacePath = '/api/system/DataInterface';
export const dataInterfaceLogPath = '/api/system/DataInterfaceLog';

/** `dataType`: 1 SQL, 2 static JSON, 3 HTTP (JNPF's "API"). */
export type DataInterfaceType = 1 | 2 | 3;
export const dataInterfaceTypeNames: Record<DataInterfaceType, string> = { 1: 'SQL 查询', 2: '静态数据', 3: 'API 接口' };

export type RequestMethod = 'GET' | 'POST';
export const requestMethods: readonly RequestMethod[] = ['GET', 'POST'];

/** Parameter types, the data-type labels of spec 001 section 3. */
export type ParameterDataType = 'varchar' | 'int' | 'datetime' | 'decimal' | 'bigint' | 'text';
export const parameterDataTypes: readonly ParameterDataType[] = ['varchar', 'int', 'datetime', 'decimal', 'bigint', 'text'];

/** A parameter the interface declares (the dialog's parameter list; `GET GetParam/{id}` answers them). */
export interface DataInterfaceParameter {
  /** The name: `@field` in the SQL, the query or body key of an HTTP call. */
  field: string;
  dataType: ParameterDataType;
  /** Used when the call passes no value. */
  defaultValue?: string;
  /** 1: a call without a value (and no default) is refused. */
  required?: 0 | 1;
  /** What it means, for designers. */
  fieldName?: string;
}

/**
 * An item of a call's `paramList`: the parameter's name as `field` (reference 4.16, templateJson) or
 * `name` (spec 001 section 3), its value in `defaultValue` (the client fills it from the form), and the
 * form field it came from (`relationField`, not read by the server).
 */
export interface DataInterfaceCallParam {
  field?: string;
  name?: string;
  defaultValue?: unknown;
  relationField?: string;
  [key: string]: unknown;
}

/** `POST {id}/Action/List` (reference 4.16, spec 002 section 3.4): the popup and list pickers' page. */
export interface DataInterfaceListBody {
  interfaceId?: string;
  /** The row field that is the stored value. */
  propsValue?: string;
  /** The row field shown as the label. */
  relationField?: string;
  /** The fields the table shows, comma-joined: the keyword is looked for in them. */
  columnOptions?: string;
  paramList?: DataInterfaceCallParam[];
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

/** `POST {id}/Action/InfoByIds`: the rows whose `propsValue` field is one of `ids` (saved values shown again). */
export interface DataInterfaceInfoByIdsBody {
  ids: unknown[];
  interfaceId?: string;
  propsValue?: string;
  relationField?: string;
  paramList?: DataInterfaceCallParam[];
}

/** One run, as `GET DataInterfaceLog/{id}` lists it (reference 5.4 base_data_interface_log). */
export interface DataInterfaceLogRow {
  id: string;
  /** Epoch milliseconds. */
  invokTime: number;
  userId: string | null;
  /** 'realName/account', '' when unknown. */
  userName: string;
  invokIp: string | null;
  invokDevice: string | null;
  /** Which call ran it: Preview, List, InfoByIds, GetFields. */
  invokType: string;
  /** Milliseconds. */
  invokWasteTime: number;
  /** 1 answered, 0 refused or failed. */
  success: 0 | 1;
  /** Why it failed; for a success the number of rows. */
  message: string | null;
}

/** The export file (`GET {id}/Action/Export`, `.json`) and what the import reads. */
export const dataInterfaceFileFormat = 'heating-platform/data-interface';
export const dataInterfaceFileVersion = 1;

/** Messages the server answers (Chinese, as the platform's others). */
export const dataInterfaceMessages = {
  notFound: '数据接口不存在',
  nameTaken: '接口名称已存在',
  codeTaken: '接口编码已存在',
  disabled: '数据接口已禁用',
  copied: '复制成功',
  imported: '导入成功',
  importNoFile: '请选择要导入的文件',
  importWrongFile: '导入文件不是数据接口文件（.json）',
  /** A statement that is not a query, or a query that writes (the read-only transaction refuses it). */
  writeRefused: '数据接口的 SQL 只能查询数据（select、with、values），不能修改数据',
  oneStatement: '数据接口的 SQL 只能是一条语句',
  dollarParameter: 'SQL 中的参数请写成 @参数名，不能使用 $1 这样的占位符',
  sqlTimeout: (seconds: number) => `数据接口执行超时（超过 ${seconds} 秒）`,
  tooManyRows: (limit: number) => `数据接口返回的数据超过 ${limit} 行，请在 SQL 中增加条件或 limit`,
  sqlFailed: (detail: string) => `SQL 执行出错：${detail}`,
  undeclared: (names: string[]) => `SQL 使用了未定义的参数：${names.map((name) => `@${name}`).join('、')}，请在参数列表中添加`,
  parameterName: '参数名只能包含字母、数字和下划线，且不能以数字开头',
  parameterTwice: (name: string) => `参数 ${name} 重复`,
  parameterRequired: (name: string) => `参数 ${name} 不能为空`,
  parameterInteger: (name: string) => `参数 ${name} 应为整数`,
  parameterNumber: (name: string) => `参数 ${name} 应为数字`,
  parameterDateTime: (name: string) => `参数 ${name} 应为日期时间`,
  staticNotJson: (detail: string) => `静态数据不是有效的 JSON：${detail}`,
  urlInvalid: '请求地址应为 http:// 或 https:// 开头的完整地址',
  hostsNotConfigured: (host: string) =>
    `不能访问 ${host}：服务器未配置允许访问的主机。请在环境变量 DATA_INTERFACE_HOSTS 中列出允许的主机（逗号分隔，如 api.example.com,10.0.0.5:8080）`,
  hostNotAllowed: (host: string) => `不能访问 ${host}：该主机不在环境变量 DATA_INTERFACE_HOSTS 允许的列表中`,
  httpTimeout: (seconds: number) => `请求数据接口超时（超过 ${seconds} 秒）`,
  httpStatus: (status: number) => `数据接口返回 HTTP ${status}`,
  httpRedirect: '数据接口返回了重定向，平台不跟随重定向，请填写最终地址',
  httpFailed: (detail: string) => `请求数据接口失败：${detail}`,
  httpTooLarge: (megabytes: number) => `数据接口返回的内容超过 ${megabytes} MB`,
  notAList: '数据接口的返回值不是列表，不能用于选择',
} as const;
