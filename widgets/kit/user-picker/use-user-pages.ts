/**
 * A flat user list loaded a page at a time (spec 002 section 9.2): the first 20 users when what is
 * asked changes, the next 20 when the list is scrolled within 200 px of its end, until `total`. The
 * restricted lists, 当前组织 and 我的下属 (PagedUsersPane) and the user tree's keyword search
 * (LazyUserTreePane) all load this way.
 */
import { useEffect, useRef, useState } from 'react';
import { isAbortError, type SelectorNode, type UserPage, type UserPageRequest } from '../../../engine/data-source';

/** Users per page of a flat list (spec 002 section 9.2). */
export const USER_PAGE_SIZE = 20;
/** The next page is asked when the list is scrolled this close to its end (px). */
export const NEAR_END = 200;

export type UserPageLoader = (request: UserPageRequest, signal: AbortSignal) => Promise<UserPage>;

export interface UserPages {
  /** The users loaded so far; undefined while the first page is asked (or when nothing is asked). */
  users: SelectorNode[] | undefined;
  /** The next page is being asked. */
  loadingMore: boolean;
  /** The list's scroll handler: asks the next page near the end. */
  onScroll: (element: HTMLElement) => void;
}

interface Pages {
  key: string;
  users: SelectorNode[];
  total: number;
  page: number;
}

/**
 * `key` stands for what `load` and `keyword` ask: a new key starts again from the first page and drops
 * the answers of the old one; `null` asks nothing.
 */
export function useUserPages(load: UserPageLoader, key: string | null, keyword: string | undefined): UserPages {
  const [pages, setPages] = useState<Pages | undefined>();
  const [asking, setAsking] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    current.current = controller;
    load({ keyword: keyword || undefined, currentPage: 1, pageSize: USER_PAGE_SIZE }, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setPages({ key, users: answer.list, total: answer.total, page: 1 });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setPages({ key, users: [], total: 0, page: 1 });
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` and `keyword` ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const shown = key !== null && pages?.key === key ? pages : undefined;
  const more = !!shown && shown.users.length < shown.total;

  const onScroll = (element: HTMLElement) => {
    if (!shown || !more || asking === key) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight > NEAR_END) return;
    const controller = current.current;
    if (!controller) return;
    const page = shown.page + 1;
    const asked = shown.key;
    setAsking(asked);
    load({ keyword: keyword || undefined, currentPage: page, pageSize: USER_PAGE_SIZE }, controller.signal)
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          setPages((prev) => {
            if (!prev || prev.key !== asked) return prev;
            const known = new Set(prev.users.map((user) => user.id));
            return { key: asked, users: [...prev.users, ...answer.list.filter((user) => !known.has(user.id))], total: answer.total, page };
          });
        },
        (error: unknown) => {
          // A failed page ends the list where it is (no endless retries while scrolling).
          if (!controller.signal.aborted && !isAbortError(error))
            setPages((prev) => (prev && prev.key === asked ? { ...prev, total: prev.users.length } : prev));
        },
      )
      .finally(() => setAsking((now) => (now === asked ? null : now)));
  };

  return { users: shown?.users, loadingMore: key !== null && asking === key, onScroll };
}
