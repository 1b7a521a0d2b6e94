/** Loads the message list page by page for the current filters; new filters or a new `reloadKey` start over. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageListItem } from '../../api/messages';
import type { MessagesApi } from '../../api/messages-client';
import { appendPage, hasMorePages, MESSAGE_PAGE_SIZE, toMessageQuery, type MessageFilterState } from './message-list-model';

export interface MessagePages {
  items: MessageListItem[];
  total: number;
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

interface Loaded {
  /** The filters and reload key these rows belong to. */
  key: string;
  items: MessageListItem[];
  total: number;
  pages: number;
}

export function useMessagePages(api: MessagesApi, filters: MessageFilterState, reloadKey: number, enabled = true): MessagePages {
  const query = toMessageQuery(filters);
  const key = `${JSON.stringify(query)}|${reloadKey}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', items: [], total: 0, pages: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  const current: Loaded = loaded.key === key ? loaded : { key, items: [], total: 0, pages: 0 };

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const filtersOfKey = JSON.parse(key.slice(0, key.lastIndexOf('|'))) as object;
    api.list({ ...filtersOfKey, currentPage: 1, pageSize: MESSAGE_PAGE_SIZE }).then(
      (answer) => live && setLoaded({ key, items: answer.list, total: answer.pagination.total, pages: 1 }),
      // The request client already showed the error.
      () => live && setLoaded({ key, items: [], total: 0, pages: 0 }),
    );
    return () => {
      live = false;
    };
  }, [api, key, enabled]);

  const hasMore = loaded.key === key && hasMorePages(current.pages, MESSAGE_PAGE_SIZE, current.total);
  const { pages } = current;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setLoadingMore(true);
    const filtersOfKey = JSON.parse(key.slice(0, key.lastIndexOf('|'))) as object;
    api
      .list({ ...filtersOfKey, currentPage: pages + 1, pageSize: MESSAGE_PAGE_SIZE })
      .then(
        (answer) =>
          setLoaded((shown) =>
            shown.key === key
              ? { key, items: appendPage(shown.items, answer.list), total: answer.pagination.total, pages: pages + 1 }
              : shown,
          ),
        () => undefined,
      )
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [api, hasMore, key, pages]);

  return { items: current.items, total: current.total, loading: (enabled && loaded.key !== key) || loadingMore, hasMore, loadMore };
}
