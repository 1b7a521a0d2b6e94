/**
 * A DataSource held in memory, for Storybook and tests: dictionaries, data interfaces, labels,
 * user facts and bill numbers from plain objects, optional latency, and honest cancellation (an aborted call rejects with AbortError
 * and its answer is never delivered). `calls` records every call for assertions.
 */
import {
  abortError,
  type CurrentFacts,
  type DataInterfaceParam,
  type DataSource,
  type LabelKind,
  type OptionItem,
  type PopupRequest,
  type PopupServices,
  type SelectorKind,
  type SelectorNode,
  type UserCondition,
  type UserListSource,
  type UserPage,
} from './data-source';
import { memoryRelations } from './memory-relations';

export interface MemoryDataSourceInit {
  dictionaries?: Record<string, OptionItem[]>;
  /** Each interface answers from its parameters (by name: value). */
  interfaces?: Record<string, (params: Record<string, unknown>) => unknown>;
  labels?: Partial<Record<LabelKind, Record<string, string>>>;
  facts?: CurrentFacts;
  /** Picker trees by kind; `authorised` answers the auth mode (defaults to the whole tree). */
  trees?: Partial<Record<SelectorKind, SelectorNode[]>>;
  authorisedTrees?: Partial<Record<SelectorKind, SelectorNode[]>>;
  /** The area tree from the provinces down, answered one level at a time. */
  areas?: SelectorNode[];
  /**
   * The user tree from the top organisations down: organisations with their sub-organisations and users
   * (`type` 'user') as children, answered one level at a time (`userTree`); a keyword finds users anywhere.
   */
  userTree?: SelectorNode[];
  /**
   * The user picker's flat lists (`userPage`), paged and filtered by keyword here. `all` is every user
   * of `userTree`; `condition` defaults to the users of `userTree` named in `userIds` or found under one
   * of `departIds`.
   */
  userLists?: {
    organization?: SelectorNode[];
    subordinates?: SelectorNode[];
    condition?: (condition: UserCondition) => SelectorNode[];
  };
  /** The next number of each bill rule, by enCode (billRulePreview); other rules fail. */
  billNumbers?: Record<string, string>;
  /**
   * The rows of each data interface for the popup kinds (`popups`), by interface id: paged, and filtered
   * by the keyword in the request's columns and label field. Without it the source has no `popups`.
   */
  popupRecords?: Record<string, Array<Record<string, unknown>>>;
  /** The records of each form the relation kinds point at (`relations`), by model id. Without it the source has no `relations`. */
  relationRecords?: Record<string, Array<Record<string, unknown>>>;
  /** What opening a related record does (`relations.open`): a screen's nested detail. */
  openRelation?: (modelId: string, id: string) => void;
  /** Milliseconds each call waits before answering (or a function of the call). */
  latency?: number | ((call: MemoryCall) => number);
}

export interface MemoryCall {
  method:
    | 'dictionary'
    | 'dataInterface'
    | 'labels'
    | 'currentFacts'
    | 'billRulePreview'
    | 'selectorTree'
    | 'areaChildren'
    | 'userTree'
    | 'userPage'
    | 'popupPage'
    | 'popupByIds'
    | 'relationPage'
    | 'relationRecord';
  args: unknown[];
  aborted: boolean;
}

export interface MemoryDataSource extends DataSource {
  calls: MemoryCall[];
}

export const demoFacts: CurrentFacts = {
  userId: 'u-admin',
  userName: '管理员/admin',
  organizeIds: ['org-1', 'org-1-2'],
  organizeName: '城东智慧供热有限公司/运行部',
  departmentId: 'org-1-2',
  departmentName: '运行部',
  positionId: 'pos-1',
  positionName: '值班长',
};

export function createMemoryDataSource(init: MemoryDataSourceInit = {}): MemoryDataSource {
  const calls: MemoryCall[] = [];
  function answer<T>(method: MemoryCall['method'], args: unknown[], signal: AbortSignal | undefined, produce: () => T): Promise<T> {
    const call: MemoryCall = { method, args, aborted: false };
    calls.push(call);
    const wait = typeof init.latency === 'function' ? init.latency(call) : (init.latency ?? 0);
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        call.aborted = true;
        reject(abortError());
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        try {
          resolve(produce());
        } catch (error) {
          reject(error);
        }
      }, wait);
      function onAbort() {
        clearTimeout(timer);
        call.aborted = true;
        reject(abortError());
      }
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
  return {
    calls,
    dictionary: (type, signal) => answer('dictionary', [type], signal, () => init.dictionaries?.[type] ?? []),
    dataInterface: (id: string, paramList: DataInterfaceParam[], signal) =>
      answer('dataInterface', [id, paramList], signal, () => {
        const handler = init.interfaces?.[id];
        if (!handler) throw new Error(`数据接口 ${id} 不存在`);
        return handler(Object.fromEntries(paramList.map((p) => [p.field, p.defaultValue])));
      }),
    labels: (kind, ids, signal) =>
      answer('labels', [kind, ids], signal, () => {
        const known = init.labels?.[kind] ?? {};
        return Object.fromEntries(ids.filter((id) => id in known).map((id) => [id, known[id]!]));
      }),
    selectorTree: (kind, request, signal) =>
      answer(
        'selectorTree',
        [kind, request],
        signal,
        () => (request.auth ? (init.authorisedTrees?.[kind] ?? init.trees?.[kind]) : init.trees?.[kind]) ?? [],
      ),
    areaChildren: (parentId, signal) =>
      answer('areaChildren', [parentId], signal, () =>
        (parentId === '-1' ? (init.areas ?? []) : (findNode(init.areas ?? [], parentId)?.children ?? [])).map(({ children, ...node }) => ({
          ...node,
          isLeaf: node.isLeaf ?? !children?.length,
        })),
      ),
    userTree: (parentId, keyword, signal) =>
      answer('userTree', [parentId, keyword], signal, () => {
        const tree = init.userTree ?? [];
        if (keyword?.trim())
          return usersOf(tree)
            .filter((user) => matches(user, keyword))
            .slice(0, 200);
        const level = parentId === '0' ? tree : (findNode(tree, parentId)?.children ?? []);
        return level.map(({ children: _children, ...node }) =>
          node.type === 'user' ? { ...node, isLeaf: true } : { ...node, isLeaf: false, hasChildren: true },
        );
      }),
    userPage: (source, request, signal) =>
      answer('userPage', [source, request], signal, (): UserPage => {
        const all = usersOfSource(init, source).filter((user) => !request.keyword?.trim() || matches(user, request.keyword));
        const from = (request.currentPage - 1) * request.pageSize;
        return { list: all.slice(from, from + request.pageSize), total: all.length };
      }),
    currentFacts: (signal) => answer('currentFacts', [], signal, () => init.facts ?? demoFacts),
    billRulePreview: (enCode, signal) =>
      answer('billRulePreview', [enCode], signal, () => {
        const number = init.billNumbers?.[enCode];
        if (number === undefined) throw new Error(`单据规则 ${enCode} 不存在`);
        return number;
      }),
    ...(init.popupRecords ? { popups: memoryPopups(init.popupRecords, answer) } : {}),
    ...(init.relationRecords ? { relations: memoryRelations(init.relationRecords, answer, init.openRelation) } : {}),
  };
}

function memoryPopups(
  records: Record<string, Array<Record<string, unknown>>>,
  answer: <T>(method: MemoryCall['method'], args: unknown[], signal: AbortSignal | undefined, produce: () => T) => Promise<T>,
): PopupServices {
  const rowsOf = (id: string) => {
    const rows = records[id];
    if (!rows) throw new Error(`数据接口 ${id} 不存在`);
    return rows;
  };
  const shown = (row: Record<string, unknown>, request: PopupRequest) =>
    [...request.columnOptions, request.relationField].some((column) =>
      String(row[column] ?? '')
        .toLowerCase()
        .includes(request.keyword!.trim().toLowerCase()),
    );
  return {
    page: (request, signal) =>
      answer('popupPage', [request], signal, () => {
        const all = rowsOf(request.interfaceId).filter((row) => !request.keyword?.trim() || shown(row, request));
        const from = (request.currentPage - 1) * request.pageSize;
        return { list: all.slice(from, from + request.pageSize), total: all.length };
      }),
    byIds: (request, signal) =>
      answer('popupByIds', [request], signal, () => {
        const rows = rowsOf(request.interfaceId);
        return request.ids.flatMap((id) => rows.filter((row) => String(row[request.propsValue]) === String(id)).slice(0, 1));
      }),
  };
}

function findNode(nodes: readonly SelectorNode[], id: string): SelectorNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = node.children && findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Every user node of a user tree, once each, in tree order. */
function usersOf(nodes: readonly SelectorNode[], into = new Map<string, SelectorNode>()): SelectorNode[] {
  for (const node of nodes) {
    if (node.type === 'user' && !into.has(node.id)) into.set(node.id, node);
    if (node.children) usersOf(node.children, into);
  }
  return [...into.values()];
}

const matches = (user: SelectorNode, keyword: string) => user.fullName.toLowerCase().includes(keyword.trim().toLowerCase());

function usersOfSource(init: MemoryDataSourceInit, source: UserListSource): SelectorNode[] {
  if (source.kind === 'all') return usersOf(init.userTree ?? []);
  if (source.kind === 'organization') return init.userLists?.organization ?? [];
  if (source.kind === 'subordinates') return init.userLists?.subordinates ?? [];
  if (init.userLists?.condition) return init.userLists.condition(source.condition);
  const tree = init.userTree ?? [];
  const { departIds = [], userIds = [] } = source.condition;
  const under = departIds.flatMap((id) => {
    const unit = findNode(tree, id);
    return unit ? usersOf([unit]) : [];
  });
  const named = usersOf(tree).filter((user) => userIds.includes(user.id));
  return usersOf([...under, ...named]);
}
