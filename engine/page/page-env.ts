/** What every part of a rendered page shares: language and words, the data source, toasts, confirm, permissions. */
import { createContext, useContext } from 'react';
import type { Notice } from '../../api';
import type { EngineLanguage } from '../i18n/messages';
import type { PageDataSource, PageRow } from './page-data-source';
import type { ConfirmConfig, LocalText } from './schema-types';
import type { PageWordKey } from './words';

export interface CustomActionContext {
  row?: PageRow;
  node: PageRow | null;
  params: Record<string, unknown>;
  /** The rows chosen in the checkbox column (`selection: 'multiple'`); empty otherwise. */
  selection: PageRow[];
  refresh(): void;
  /** Changes a row where it stands until the next load (a row saved in place shows its new values at once). */
  patchRow(key: string, update: (row: PageRow) => PageRow): void;
}

/** The code a page schema names: computed dialog fields and custom actions. */
export interface PageHandlers {
  derive?: Record<string, (values: Record<string, unknown>) => unknown>;
  actions?: Record<string, (context: CustomActionContext) => void | Promise<void>>;
}

export interface PageEnv {
  language: EngineLanguage;
  word(key: PageWordKey, params?: Record<string, string | number>): string;
  text(text: LocalText | undefined): string;
  source: PageDataSource;
  notify(notice: Notice): void;
  handlers: PageHandlers;
  /** Resolves true when the user confirms. */
  confirm(config: ConfirmConfig): Promise<boolean>;
  /** False when a permission code is given and the user's list for this page lacks it. */
  canUse(code: string | undefined): boolean;
  /**
   * True when the page's menu grants its list columns one by one (its permission entry lists columns):
   * the server then leaves the others out of every row, and the table leaves out their headers.
   */
  guardsColumns?: boolean;
}

export const PageEnvContext = createContext<PageEnv | null>(null);

export function usePageEnv(): PageEnv {
  const env = useContext(PageEnvContext);
  if (!env) throw new Error('usePageEnv needs an EnginePage');
  return env;
}

/** Success toasts: the server's message for `duration` ms; resolves when it closes. */
export function toastThen(env: PageEnv, message: string | undefined, duration: number): Promise<void> {
  if (message) env.notify({ type: 'success', message, duration });
  return new Promise((resolve) => setTimeout(resolve, message ? duration : 0));
}
