/**
 * A resource: one data object from which the server registers its standard routes (with their access,
 * body, query and response schemas), a generic store reads and writes its table, and the screens find
 * its paths and form. Code is written only for a resource's exceptions (hooks and extra routes on the
 * server). docs/resources.md is the recipe.
 */
import type { SchemaValues } from '../schema-values';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormMessages } from '../form-rules';

/** How a field's value is read from SQL and described in answers. */
export type ResourceValueType = 'text' | 'integer' | 'time';

export interface ResourceField {
  /** The table's column (snake case); omit for a value computed by `select`. */
  column?: string;
  /** A read-only SQL expression over the row alias `r` and the definition's joins, instead of a column. */
  select?: string;
  type: ResourceValueType;
  /** In list rows (default true). */
  inList?: boolean;
  /** In the info answer, the dialog's row (default true). */
  inInfo?: boolean;
  /**
   * How list rows read the field when not as the dialog does: JNPF's bill-rule list shows the category's
   * name where the dialog holds its id, and the digit count as a number where the dialog holds text.
   */
  list?: { select?: string; type?: ResourceValueType };
  /** Stored by the create only; an update keeps the stored value (a dictionary category's isTree). */
  createOnly?: true;
  /**
   * The list column (module_column enCode) whose grant shows this field too: a value derived from a
   * guarded column (a type's name) is hidden with it.
   */
  grantedBy?: string;
}

/** The standard actions; each names the button of the resource's menu that grants it. */
export interface ResourceActions {
  /** `GET {path}`: the paged list, for users of the menu. */
  list?: true;
  /**
   * `GET {path}/Selector` and `GET {path}/All`: enabled rows for pickers, for every signed-in user; or
   * `{ paged: true }`: `{path}/Selector` alone, a page of the enabled rows with the list's query.
   */
  selector?: true | { paged: true };
  /**
   * `GET {path}/{id}`: one row for the dialog, for users of the menu; `{ suffix }` serves it at
   * `{path}/{id}{suffix}` instead, for a family whose `{path}/{id}` means something else (areas: `/Info`);
   * `{ alsoBy }`: the path's id may be this field's value too (a dictionary category by its enCode).
   */
  info?: true | { suffix?: string; alsoBy?: string };
  create?: { button: string };
  update?: { button: string };
  delete?: { button: string };
  /** `PUT {path}/{id}/Actions/State`: flips `enabledMark`. */
  state?: { button: string };
  /**
   * The spreadsheet import (`{path}/Uploader`, `TemplateDownload`, `ImportPreview`, `ImportData`,
   * `ImportExceptionData`; docs/imports.md): the form fields its template holds, in order. `button`
   * grants the upload, the preview and the import; `downloadButton` the template and the failed rows;
   * `title` names the files (`用户信息导入模板.xlsx`).
   */
  import?: { button: string; downloadButton: string; title: string; fields: string[] };
  /**
   * `GET {path}/ExportExcel`: the list's rows under its query as .xlsx, these columns (a list field, its
   * title, and how its value reads: a dictionary's entry names, a map of values, a date and time).
   */
  exportExcel?: { button: string; title: string; columns: ResourceExportColumn[] };
}

/** A column of `exportExcel`. */
export interface ResourceExportColumn {
  field: string;
  title: string;
  /** The value is an entry code of this dictionary (by enCode): its name is written. */
  dictionary?: string;
  /** Value -> text (`enabledMark` 1 -> 启用). */
  map?: Record<string, string>;
  /** A `time` field written as `yyyy-MM-dd HH:mm` (dateTime) or `yyyy-MM-dd` (date). */
  format?: 'dateTime' | 'date';
}

export interface ResourceDefinition {
  /** Short name: OpenAPI tag and the key of the client registry. */
  name: string;
  /** The JNPF path family, `/api/permission/Position`. */
  path: string;
  table: string;
  /**
   * The rows of a table shared by several resources that are this one's (`category = 'company'`):
   * every read, write and delete is limited to them and every insert sets the column.
   */
  scope?: { column: string; value: string };
  /** The menu (enCode) whose buttons grant the writes and whose column grants filter the lists. */
  menu: string;
  /**
   * Other menus whose screens also show and edit this resource's rows (departments in the 组织管理
   * tree): their same buttons also grant the dialog's read, the writes, the delete and the state.
   */
  alsoMenus?: string[];
  /**
   * Who may read the list and the info: the menu's users (default), or every signed-in user (bill
   * rules: the forms of any menu read them), whose answers are not filtered by column grants.
   */
  readAccess?: 'signedIn';
  /**
   * Who may read the info alone, when more than the list's readers: every signed-in user (a send
   * configuration, which a schedule's reminder names; spec 000 section 7.3), without column grants.
   */
  infoAccess?: 'signedIn';
  /**
   * Deleting marks the row (`delete_mark = 1`, `delete_time`, `delete_user_id`) instead of removing it,
   * and every read leaves marked rows out: a deleted user's name stays on what they touched.
   */
  softDelete?: true;
  /**
   * How the menu's data rules (module_scheme, granted per role or position) find a row's owners: SQL
   * over the row alias `r` giving the row's organisation ids (a `select` of one column), and the
   * row's creator. A rule a definition cannot answer (no `organizeIds` for an organisation rule)
   * matches no row.
   */
  dataScope?: { organizeIds?: string; creator?: string };
  /** API field name -> how it is stored. `id` and `enabledMark` are expected on every table. */
  fields: Record<string, ResourceField>;
  /** SQL joined after `from {table} r` for computed fields. */
  joins?: string;
  /** The dialog: JSON Schema (it also validates the bodies), UI schema and the messages of its rules. */
  form: { schema: RJSFSchema; uiSchema: UiSchema; messages: FormMessages };
  list: {
    /** Fields matched by `keyword` (case-insensitive, anywhere in the text). */
    keyword: string[];
    /**
     * Query parameters that filter: parameter -> a field (equality), or a SQL condition over `r` in which
     * `{value}` stands for the parameter's value (bound, never spliced). An empty value means no filter.
     */
    filters?: Record<string, string | { condition: string }>;
    /** Fields a caller may sort by (`sidx`); the first is the default, in `defaultSort` order. */
    sortable: string[];
    defaultSort: 'asc' | 'desc';
    pageSize: number;
  };
  /** Unique index name -> the message a duplicate answers. */
  unique: Record<string, string>;
  actions: ResourceActions;
  messages: {
    notFound: string;
    /** What a delete answers when a foreign key still refers to the row (the table keeps it). */
    inUse?: string;
  };
}

/** Identity, typed: the definitions stay plain data. */
export const defineResource = <T extends ResourceDefinition>(definition: T): T => definition;

/** A resource's record as its info call answers it: every field of its form schema, and its id. */
export type ResourceInfo<D extends ResourceDefinition> = { id: string } & Required<Omit<SchemaValues<D['form']['schema']>, 'id'>>;

/** A `select` expression: the name of the entry of a dictionary (by its enCode) whose code is `codeSql`. */
export const dictionaryName = (dictionaryEnCode: string, codeSql: string): string =>
  `coalesce((select d.full_name from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id
              where t.en_code = '${dictionaryEnCode.replace(/'/g, "''")}' and d.en_code = ${codeSql} limit 1), ${codeSql})`;
