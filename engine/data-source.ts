/**
 * The data source the engine is given: everything a field needs from outside the form (options,
 * labels for stored ids, facts about the signed-in user). Screens inject one backed by the api/
 * client; Storybook and tests inject an in-memory one (engine/memory-data-source.ts). Every call
 * takes an AbortSignal: a field aborts its previous call when its parameters change or it unmounts,
 * so a stale answer never lands.
 */
import type { FileServices } from '../api/file-client';
import type { SelectorItem } from '../api/selector-client';

/** A dictionary entry or an option node (reference 2.6, spec 002 section 3.1). */
export interface OptionItem {
  id: string;
  fullName: string;
  enCode?: string;
  parentId?: string;
  disabled?: boolean;
  children?: OptionItem[];
  [key: string]: unknown;
}

/**
 * One item of a data interface's `paramList` (reference 4.16), built from the field's `templateJson`:
 * `field` is the parameter name; `relationField` names the form field the value comes from (inside a
 * sub-table written `table-field`); `defaultValue` is filled from the form before the call.
 */
export interface DataInterfaceParam {
  field: string;
  defaultValue?: unknown;
  relationField?: string;
  sourceType?: number;
  jnpfKey?: string;
  [key: string]: unknown;
}

/** What labels can be asked for: the owner of the ids. */
export type LabelKind = 'user' | 'organize' | 'department' | 'position' | 'role' | 'group' | 'area';

/**
 * The whole trees a picker chooses from (spec 002 sections 2.6 and 6, reference 4.12 and 4.14):
 * organisations, positions under their organisations, groups, and roles (`Role/SelectorByPermission`:
 * the global roles under the branch with id '1', the organisation tree with each organisation's roles
 * under the branch with id '0').
 */
export type SelectorKind = 'organize' | 'position' | 'group' | 'role';

/**
 * A node of a picker tree (spec 002 section 3.1), as the selector calls answer it (api/selector-client.ts):
 * `type` tells companies, departments, positions and groups apart; `organizeIds` is the path of ids from
 * the top company down to the node; `isLeaf` marks an area with nothing below. A data source may mark a
 * node `disabled` (not choosable) besides.
 */
export interface SelectorNode extends Omit<SelectorItem, 'children'> {
  disabled?: boolean;
  children?: SelectorNode[];
}

export interface SelectorRequest {
  /** Only what the signed-in user may see (the authorised mode of section 6). */
  auth?: boolean;
}

/** What a restricted user picker offers (spec 002 section 6): users in any of these (departments include those below). */
export interface UserCondition {
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
}

/**
 * The flat user lists of the user picker: every enabled user, the user tree's keyword search
 * (`Users/Selector/0` with paging), the users of the signed-in user's organisations
 * (`Users/getOrganization`), their subordinates (`Users/getSubordinates`), or the users meeting a
 * restriction (`Users/UserCondition`).
 */
export type UserListSource =
  { kind: 'all' } | { kind: 'organization' } | { kind: 'subordinates' } | { kind: 'condition'; condition: UserCondition };

export interface UserPageRequest {
  keyword?: string;
  /** From 1. */
  currentPage: number;
  pageSize: number;
}

/** One page of users (`{id, fullName: 'realName/account', headIcon, organize, type: 'user'}`) and how many there are. */
export interface UserPage {
  list: SelectorNode[];
  total: number;
}

/** Facts about the signed-in user that system kinds show (createUser, currOrganize, currDept…). */
export interface CurrentFacts {
  userId: string;
  /** Display name, e.g. '张伟/zhangwei'. */
  userName: string;
  /** Ids from the top company down to the user's organisation unit. */
  organizeIds: string[];
  /** Names along that path, joined with '/'. */
  organizeName: string;
  departmentId?: string;
  departmentName?: string;
  positionId?: string;
  positionName?: string;
}

/** One page of the rows a popup or relation field chooses from (spec 002 sections 3.4 and 7.3). */
export interface RecordPage {
  list: Array<Record<string, unknown>>;
  total: number;
}

/**
 * A popup field's data interface call (spec 002 section 3.4): `propsValue` is the row field stored,
 * `relationField` the one shown, `columnOptions` the table's columns (the keyword is looked for in them),
 * `paramList` built from the field's `templateJson` with the form's values.
 */
export interface PopupRequest {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  columnOptions: string[];
  paramList: DataInterfaceParam[];
  keyword?: string;
  /** From 1. */
  currentPage: number;
  pageSize: number;
}

/**
 * The calls of `popupSelect`, `popupTableSelect`, `popupAttr` and `autoComplete` (spec 002 section 7.3):
 * a data interface's `Action/List` page and its `Action/InfoByIds` rows for stored values.
 */
export interface PopupServices {
  page(request: PopupRequest, signal?: AbortSignal): Promise<RecordPage>;
  /** The rows whose `propsValue` field is one of `ids`, in their order (a stored value shown again). */
  byIds(request: Omit<PopupRequest, 'keyword' | 'currentPage' | 'pageSize' | 'columnOptions'> & { ids: string[] }, signal?: AbortSignal): Promise<Array<Record<string, unknown>>>;
}

/** A relation field's page of another form's records (`visualdev/Base/{modelId}/FieldDataSelect`). */
export interface RelationRequest {
  keyword?: string;
  /** From 1. */
  currentPage: number;
  pageSize: number;
  /** The field of the other form shown (and searched by the keyword). */
  relationField: string;
  columnOptions: string[];
  /** Only these records (the stored values shown again in a list or a read form). */
  ids?: string[];
}

/**
 * The calls of `relationForm` and `relationFormAttr` (spec 002 section 7.3): records of another released
 * form as display text, and opening one of them in its own detail viewer (a screen that can, passes `open`).
 */
export interface RelationServices {
  page(modelId: string, request: RelationRequest, signal?: AbortSignal): Promise<RecordPage>;
  /** One record as display text (`OnlineDev/{modelId}/{id}/DataChange`); undefined when it is gone. */
  record(modelId: string, id: string, signal?: AbortSignal): Promise<Record<string, unknown> | undefined>;
  /** Opens the record's detail viewer over the current screen (a nested detail). */
  open?(modelId: string, id: string): void;
}

export interface DataSource {
  /**
   * Enabled entries of a dictionary type given by id or enCode (reference 4.10
   * `DictionaryData/{type}/Data/Selector`): a tree when the type is a tree.
   */
  dictionary(typeIdOrEnCode: string, signal?: AbortSignal): Promise<OptionItem[]>;
  /**
   * Calls a data interface with its parameters (reference 4.16 `Actions/Preview`) and answers its
   * output, typically an array of records used as options.
   */
  dataInterface(interfaceId: string, paramList: DataInterfaceParam[], signal?: AbortSignal): Promise<unknown>;
  /** Display text for stored ids; ids it does not know are left out of the answer. */
  labels(kind: LabelKind, ids: string[], signal?: AbortSignal): Promise<Record<string, string>>;
  /**
   * A picker's whole tree: organisations (companies and departments), positions under their
   * organisations, or groups. Screens cache it for the session (spec 000 section 3 lookups).
   */
  selectorTree(kind: SelectorKind, request: SelectorRequest, signal?: AbortSignal): Promise<SelectorNode[]>;
  /** One level of the area tree (reference 4.15): the enabled children of `parentId` ('-1': provinces). */
  areaChildren(parentId: string, signal?: AbortSignal): Promise<SelectorNode[]>;
  /**
   * One level of the user tree (`Users/Selector/{id}`): for '0' the top organisations; for an
   * organisation its sub-organisations (`isLeaf` false) then its users (`type` 'user'). With a keyword,
   * the matching users (at most 200), flat; the pickers page their search instead (`userPage` of `all`).
   */
  userTree(parentId: string, keyword: string | undefined, signal?: AbortSignal): Promise<SelectorNode[]>;
  /** A page of one of the user picker's flat lists. */
  userPage(source: UserListSource, request: UserPageRequest, signal?: AbortSignal): Promise<UserPage>;
  /** Drops the trees and names kept so far: the screen has just changed organisation data. */
  forget?(): void;
  /** The signed-in user's facts. */
  currentFacts(signal?: AbortSignal): Promise<CurrentFacts>;
  /**
   * The next number of a bill rule by its enCode, shown in a new record's `billRule` field before the
   * server takes it on save (reference 4.11 `BillRule/BillNumber/{enCode}`). Optional: without it
   * the field shows its placeholder (系统自动生成) until the record is saved.
   */
  billRulePreview?(enCode: string, signal?: AbortSignal): Promise<string>;
  /**
   * The file calls of the upload kinds (`uploadFz`, `uploadImg`; spec 002 sections 5.2, 5.3 and 7.2),
   * their notices and downloads. Optional: without it the upload kinds show their files but offer no
   * upload, download or preview.
   */
  files?: FileServices;
  /** The popup kinds' data-interface calls. Optional: without it popups show their stored value and offer no choosing. */
  popups?: PopupServices;
  /** The relation kinds' calls. Optional: without it relation fields show their stored id and offer no choosing. */
  relations?: RelationServices;
}

/** The error a cancelled call rejects with (matches fetch's AbortError). */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
}
