/**
 * What the shell tells a screen about the view it is shown in: its tab, the menu item that opened it
 * (`modelId`), and for the generic engine screens the `moduleId`/`isTree` of the menu's propertyJson.
 */
import { createContext, useContext } from 'react';

export interface ViewInfo {
  /** Path and query: the identity of the tab. */
  fullPath: string;
  path: string;
  title: string;
  /** The menu item's id (permissions are looked up by it); absent for fixed pages. */
  modelId?: string;
  /** `propertyJson.moduleId` of a dynamic model, dictionary, report or portal. */
  relationId?: string;
  isTree?: 0 | 1;
  /** False while the view is kept alive behind another tab. */
  active: boolean;
}

const ViewContext = createContext<ViewInfo | null>(null);

export const ViewProvider = ViewContext.Provider;

/** The current view; outside the shell (stories, tests) a bare view of the current address. */
export function useView(): ViewInfo {
  const view = useContext(ViewContext);
  if (view) return view;
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  return { fullPath: path, path, title: '', active: true };
}
