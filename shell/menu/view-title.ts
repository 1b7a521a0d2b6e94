/**
 * Tab and page titles (spec 000 section 2.5): a menu page is titled by its menu item (translated by
 * route name when the language pack knows it, else the server's fullName), a fixed page by its title
 * key; the work-order form by its query: the caller number of an incoming call (`ani`), a title given
 * (`title`, a collaborative work order), the details (`detail`), the order id, or a new order.
 */
import type { ResolvedView } from './fixed-views';
import { WORK_ORDER_FORM_PATH } from './fixed-views';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

function flagged(value: string | null): boolean {
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}

export function menuTitle(item: { name: string; fullName: string }, t: Translate): string {
  return t(`menu.${item.name}`, { defaultValue: item.fullName });
}

export function workOrderFormTitle(query: URLSearchParams, t: Translate): string {
  const caller = query.get('ani');
  if (caller) return t('tabs.incomingCall', { number: caller });
  // A collaborative work order's tab keeps the title it was opened with (spec 002 section 2.1).
  const title = query.get('title')?.trim();
  if (title) return title;
  if (flagged(query.get('detail')) || query.get('tabsactive') === 'detail') return t('tabs.workOrderDetail');
  const id = query.get('id');
  if (id) return t('tabs.workOrder', { id });
  return t('tabs.newWorkOrder');
}

/**
 * The title of `view` at `search`. `frameTitle` names the menu item of an embedded external page
 * (by its address), so the frame tab reads like the menu entry that opened it.
 */
export function viewTitle(view: ResolvedView, search: string, t: Translate, frameTitle?: (href: string) => string | undefined): string {
  const query = new URLSearchParams(search);
  if (view.path === WORK_ORDER_FORM_PATH) return workOrderFormTitle(query, t);
  if (view.menu) return menuTitle(view.menu, t);
  const href = query.get('href');
  if (view.fixed?.path === '/externalLink' && href && frameTitle) {
    const title = frameTitle(href);
    if (title) return title;
  }
  return view.fixed ? t(view.fixed.titleKey) : view.path;
}
