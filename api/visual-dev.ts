/**
 * Visual development (功能设计, spec 001 section 7 "Visual development", reference sections 2, 3, 3.4
 * and 5.6): definitions of forms and lists as data, their release to a type-3 menu, and the `.bvd`
 * file a definition is exported to and imported from. docs/visual-dev.md has the choices.
 */

/** The enCode of the 功能设计 menu: its buttons grant the writes. */
export const visualDevMenu = 'onlineDev.webDesign';

/** The dictionary (by enCode) whose entries are the definitions' categories; a definition stores the entry's code. */
export const visualDevCategoryDictionary = 'webDesign';

export const visualDevPaths = {
  base: '/api/visualdev/Base',
  /** The systems with their directories: where a definition may be released to. */
  menuSelector: '/api/visualdev/Base/MenuSelector',
  import: '/api/visualdev/Base/Actions/Import',
} as const;

/** 1 form only, 2 form and list, 4 data view (reference 3.4). */
export type VisualDevWebType = 1 | 2 | 4;
export const visualDevWebTypes: readonly VisualDevWebType[] = [1, 2, 4];

/** 0 draft (never released), 1 released (the runtime reads the released copy). */
export type VisualDevState = 0 | 1;

/** The buttons every released menu gets (reference 1.6), so roles can be granted them. */
export const releasedMenuButtons: readonly { enCode: string; fullName: string }[] = [
  { enCode: 'btn_add', fullName: '新增' },
  { enCode: 'btn_edit', fullName: '编辑' },
  { enCode: 'btn_remove', fullName: '删除' },
  { enCode: 'btn_detail', fullName: '详情' },
  { enCode: 'btn_download', fullName: '导出' },
  { enCode: 'btn_upload', fullName: '导入' },
  { enCode: 'btn_batchRemove', fullName: '批量删除' },
];

/** The icon a released menu gets when none is chosen (JNPF's). */
export const releasedMenuIcon = 'icon-ym icon-ym-webForm';

/** `POST visualdev/Base/{id}/Actions/Release`: where the menu goes, and its name and icon (default: the definition's name, the icon above). */
export interface VisualDevReleaseBody {
  /** A directory (type-1 menu) of a system. */
  pcModuleParentId: string;
  fullName?: string;
  icon?: string;
}

/** What a release answers: the menu it made or updated. */
export interface VisualDevReleased {
  menuId: string;
  enCode: string;
  urlAddress: string;
}

/** `GET visualdev/Base/{id}/FormDataFields`: a field of the released form (JNPF's spelling `vmodel`). */
export interface VisualDevFormField {
  label: string;
  vmodel: string;
}

/** A node of `GET visualdev/Base/Selector`: categories with their definitions. */
export interface VisualDevSelectorNode {
  id: string;
  fullName: string;
  enCode?: string;
  webType?: VisualDevWebType;
  hasChildren: boolean;
  children?: VisualDevSelectorNode[];
}

/** A node of `GET visualdev/Base/MenuSelector`: a system (not choosable) or a directory. */
export interface VisualDevMenuNode {
  id: string;
  fullName: string;
  /** 0 for a system, 1 for a directory. */
  type: 0 | 1;
  disabled?: boolean;
  children: VisualDevMenuNode[];
}

/** The `.bvd` file's format marker and version. */
export const bvdFormat = 'heating-platform/visual-dev';
export const bvdVersion = 1;
export const bvdExtension = '.bvd';

/** A definition as a file holds it: the JSON parts as JSON (not text), readable and editable. */
export interface VisualDevFileDefinition {
  fullName: string;
  enCode: string;
  category: string;
  webType: VisualDevWebType;
  formData: Record<string, unknown> | null;
  columnData: Record<string, unknown> | null;
  appColumnData?: Record<string, unknown> | null;
  tablesData?: unknown[];
  dbLinkId?: string | null;
  /** A data view (web type 4): the data interface its list runs, and the `paramList` items it runs with. */
  interfaceId?: string | null;
  interfaceParam?: unknown[] | null;
  description?: string | null;
  sortCode?: number;
}

/** The `.bvd` export; an import also takes a plain `.json` of the same shape, or of the definition alone. */
export interface BvdFile {
  format: typeof bvdFormat;
  version: typeof bvdVersion;
  exportedAt?: string;
  definition: VisualDevFileDefinition;
}

/** Messages the server answers where the spec names none (docs/visual-dev.md). */
export const visualDevMessages = {
  notFound: '功能不存在',
  codeTaken: '功能编码已存在',
  notReleased: '功能尚未发布',
  formDataRequired: '请填写表单配置（formData）',
  columnDataRequired: '请填写列表配置（columnData）',
  categoryNotFound: '功能分类不存在',
  copied: '复制成功',
  copyTooLong: '复制后的名称或编码超过50个字符，请先缩短原功能的名称或编码',
  released: '发布成功',
  parentNotFound: '上级菜单不存在',
  parentNotDirectory: '上级菜单须为系统下的目录',
  menuNameTaken: '该目录下已有同名菜单',
  imported: '导入成功',
  importNoFile: '请选择要导入的文件',
  importWrongFile: '请选择 .bvd 或 .json 文件',
  importTooLarge: '文件过大',
  importUnreadable: '文件内容不是有效的功能定义',
  tooManyIds: '一次最多查询500条数据',
  interfaceRequired: '请选择数据接口',
  interfaceNotFound: '数据接口不存在',
} as const;

/** `GET /api/visualdev/Base/{id}/FieldDataSelect` query: a page of a released form's records for a relation field. */
export interface FieldDataSelectQuery {
  keyword?: string;
  currentPage: number;
  pageSize: number;
  /** The field shown (and searched by the keyword). */
  relationField?: string;
  /** Further fields to answer, comma-joined. */
  columnOptions?: string;
  /** Only these records, comma-joined ids (at most {@link fieldDataSelectMaxIds}): stored values shown again. */
  ids?: string;
}

/** How many ids one `FieldDataSelect` call may ask for. */
export const fieldDataSelectMaxIds = 500;

/** One record: its id and the asked fields' values as display text. */
export type FieldDataSelectRow = { id: string } & Record<string, unknown>;

export interface FieldDataSelectPage {
  list: FieldDataSelectRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The code generator (`visualdev/Generater/{id}/Actions/CodePreview` and `DownloadCode`, spec 001 section 7). */
export const codeGeneratorPath = '/api/visualdev/Generater';

/**
 * What the 功能设计 screen sends the generator: JNPF's `DownloadCodeForm` options (the folder `module`, the
 * screen's `className`, its `description`) and the parts it compiled in the browser from the stored
 * definition (the server cannot run the engine): the form's JSON Schema and UI schema (web types 1 and 2)
 * and the list's page schema (2 and 4). The server packages them back with the stored definition.
 */
export interface CodeGeneratorBody {
  module: string;
  className: string;
  description?: string;
  formSchema?: Record<string, unknown>;
  formUi?: Record<string, unknown>;
  pageSchema?: Record<string, unknown>;
}

/** A generated file as `CodePreview` answers it (JNPF 3.4.7's `{folderName, fileName, fileContent, fileType}`). */
export interface GeneratedFile {
  /** The folder the file is in, in the zip (the module). */
  folderName: string;
  fileName: string;
  /** The extension: tsx, json, md. */
  fileType: string;
  fileContent: string;
}

export const codeGeneratorMessages = {
  moduleName: '模块名称只能包含字母和数字，并以小写字母开头',
  className: '功能类名只能包含字母和数字，并以大写字母开头',
  formRequired: '请提供编译后的表单（formSchema、formUi）',
  formNotSchema: '编译后的表单（formSchema）应为 type 为 object 且带 properties 的 JSON Schema',
  pageRequired: '请提供列表的页面配置（pageSchema）',
  pageNotSchema: '页面配置（pageSchema）应为带 columns 列表的页面',
  noFormForView: '数据视图没有表单，不生成编译后的表单（formSchema、formUi）',
  noPageForForm: '纯表单没有列表，不生成页面配置（pageSchema）',
  tooLarge: (part: string, limit: number) => `${part}超过 ${limit} 个字符`,
} as const;
