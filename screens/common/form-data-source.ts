/**
 * The data source of generated forms on the screens: dictionary options (shared with the
 * administration dialogs), picker trees, areas and the user picker's levels and pages over the selector calls, and the names of stored
 * picker values asked in one `getSelectedList` call per tick for the whole form (batched). Trees are
 * kept for the life of the screen that made the source, so a picker opened twice asks once, and a
 * screen opened again sees what changed meanwhile.
 */
import type { DataInterfaceClient } from '../../api/data-interface-client';
import type { DictionaryApi } from '../../api/dictionary-client';
import type { FileServices } from '../../api/file-client';
import type { SelectorClient, SelectorPage, UserPageQuery } from '../../api/selector-client';
import {
  abortError,
  type DataSource,
  type LabelKind,
  type SelectorKind,
  type SelectorNode,
  type UserListSource,
  type UserPage,
} from '../../engine/data-source';
import { loadOnce } from '../../engine/lookups/lookup-cache';
import { batchedLabels, type LabelAnswers, type LabelRequests } from '../../engine/lookups/label-batcher';
import { createDictionaryFormSource } from './dictionary-form-source';

/** The `getSelectedList` type of each label kind. */
const selectedType: Record<LabelKind, string> = {
  user: 'user',
  organize: 'organize',
  department: 'department',
  position: 'position',
  role: 'role',
  group: 'group',
  area: 'area',
};
const kindOfType = new Map(Object.entries(selectedType).map(([kind, type]) => [type, kind as LabelKind]));

/** Entries per `getSelectedList` call (the server takes at most 2,000). */
const ENTRIES_PER_CALL = 2000;

async function namesOf(selectors: SelectorClient, requests: LabelRequests): Promise<LabelAnswers> {
  const entries = Object.entries(requests).flatMap(([kind, ids]) => (ids ?? []).map((id) => `${id}--${selectedType[kind as LabelKind]}`));
  const answers: LabelAnswers = {};
  for (let at = 0; at < entries.length; at += ENTRIES_PER_CALL) {
    for (const { id, fullName, type } of await selectors.selectedNames(entries.slice(at, at + ENTRIES_PER_CALL))) {
      const kind = kindOfType.get(type);
      if (!kind) continue;
      (answers[kind] ??= {})[id.slice(0, id.lastIndexOf('--'))] = fullName;
    }
  }
  return answers;
}

/**
 * `files`: the upload kinds' calls (the shell's one set, shared by every form so one panel shows them);
 * `dataInterfaces`: the `dynamic` option sources' calls (reference 2.6: `Actions/Preview` with the
 * paramList built from templateJson), failing silently as options do; without it they refuse.
 */
export function createFormDataSource(
  dictionaryApi: Pick<DictionaryApi, 'dataSelector'>,
  selectors: SelectorClient,
  files?: FileServices,
  dataInterfaces?: Pick<DataInterfaceClient, 'preview'>,
): DataSource {
  const fresh = () => ({
    trees: {
      organize: loadOnce(() => selectors.organizeTree(false)),
      organizeByAuth: loadOnce(() => selectors.organizeTree(true)),
      position: loadOnce(() => selectors.positionTree()),
      group: loadOnce(() => selectors.groups()),
      role: loadOnce(() => selectors.roleTree()),
    } satisfies Record<SelectorKind | 'organizeByAuth', () => Promise<SelectorNode[]>>,
    labels: batchedLabels(async (requests) => namesOf(selectors, requests)),
  });
  let kept = fresh();
  const dictionarySource = createDictionaryFormSource(dictionaryApi);
  return {
    ...dictionarySource,
    dataInterface: dataInterfaces
      ? (id, paramList, signal) => abortable(dataInterfaces.preview(id, paramList, { quiet: true }), signal)
      : dictionarySource.dataInterface,
    labels: (kind, ids, signal) => kept.labels(kind, ids, signal),
    selectorTree: (kind, request) => (kind === 'organize' && request.auth ? kept.trees.organizeByAuth() : kept.trees[kind]()),
    forget: () => {
      kept = fresh();
    },
    areaChildren: (parentId) => selectors.areaChildren(parentId),
    // Users change more often than the organisation: asked at each opening, never kept.
    userTree: (parentId, keyword) => selectors.userTree(parentId, keyword),
    userPage: async (source, request) => pageOf(await userList(selectors, source, request)),
    files,
  };
}

/** The call's answer, or an abort error as soon as the field cancels it (its answer is then dropped). */
function abortable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(abortError());
    signal.addEventListener('abort', cancel, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

function userList(selectors: SelectorClient, source: UserListSource, query: UserPageQuery): Promise<SelectorPage> {
  if (source.kind === 'all') return selectors.userSearch(query);
  if (source.kind === 'organization') return selectors.organizationUsers(query);
  if (source.kind === 'subordinates') return selectors.subordinates(query);
  return selectors.userCondition(source.condition, query);
}

const pageOf = (page: SelectorPage): UserPage => ({ list: page.list, total: page.pagination.total });
