/** Contacts 20 at a time for a keyword; a new keyword starts over, `loadMore` adds the next page. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatApi } from '../../api/chat-client';
import type { ImUser } from '../../api/messages';
import { CONTACT_PAGE_SIZE } from './chat-model';

interface Loaded {
  keyword: string;
  items: ImUser[];
  total: number;
  pages: number;
}

export interface ContactPages {
  items: ImUser[];
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

function append(shown: readonly ImUser[], page: readonly ImUser[]): ImUser[] {
  const seen = new Set(shown.map((user) => user.id));
  return [...shown, ...page.filter((user) => !seen.has(user.id))];
}

export function useContactPages(api: Pick<ChatApi, 'contacts'>, keyword: string, enabled: boolean): ContactPages {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  const current = loaded?.keyword === keyword ? loaded : null;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.contacts({ keyword, currentPage: 1, pageSize: CONTACT_PAGE_SIZE }).then(
      (answer) => live && setLoaded({ keyword, items: answer.list, total: answer.pagination.total, pages: 1 }),
      () => live && setLoaded({ keyword, items: [], total: 0, pages: 0 }),
    );
    return () => {
      live = false;
    };
  }, [api, keyword, enabled]);

  const hasMore = Boolean(current && current.pages * CONTACT_PAGE_SIZE < current.total);
  const pages = current?.pages ?? 0;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setLoadingMore(true);
    api
      .contacts({ keyword, currentPage: pages + 1, pageSize: CONTACT_PAGE_SIZE })
      .then(
        (answer) =>
          setLoaded((shown) =>
            shown?.keyword === keyword
              ? { keyword, items: append(shown.items, answer.list), total: answer.pagination.total, pages: pages + 1 }
              : shown,
          ),
        () => undefined,
      )
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [api, hasMore, keyword, pages]);

  return { items: current?.items ?? [], loading: (enabled && !current) || loadingMore, hasMore, loadMore };
}
