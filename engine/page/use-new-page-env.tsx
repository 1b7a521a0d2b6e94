/** The environment a rendered page shares (page-env.ts), with the confirm dialog and file input it needs mounted. */
import { useContext, useMemo, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import type { Notice } from '../../api';
import { toFormatLanguage } from '../format';
import type { EngineLanguage } from '../i18n/messages';
import { usePermissions } from '../permission/Can';
import type { PageDataSource } from './page-data-source';
import type { PageEnv, PageHandlers } from './page-env';
import { useConfirm } from './use-confirm';
import { useFilePicker } from './use-file-picker';
import { localText, pageWord } from './words';

export interface NewPageEnvInput {
  dataSource: PageDataSource;
  notify(notice: Notice): void;
  handlers: PageHandlers;
  language?: EngineLanguage;
  /** The page schema's `permissionMenu`. */
  permissionMenu?: string;
}

export function useNewPageEnv({ dataSource, notify, handlers, language: wanted, permissionMenu }: NewPageEnvInput) {
  const i18n = useContext(I18nContext)?.i18n;
  const language = wanted ?? toFormatLanguage(i18n?.language);
  const permissions = usePermissions(permissionMenu);
  const { confirm, element: confirmElement } = useConfirm(language);
  const { pickFile, element: fileElement } = useFilePicker();
  const env = useMemo<PageEnv>(
    () => ({
      language,
      word: (key, values) => pageWord(language, key, values),
      text: (text) => localText(text, language),
      source: dataSource,
      notify,
      handlers,
      confirm,
      canUse: (code) => !code || permissions.hasButton(code),
      guardsColumns: permissions.guardsColumns,
    }),
    [language, dataSource, notify, handlers, confirm, permissions],
  );
  const elements: ReactNode = (
    <>
      {confirmElement}
      {fileElement}
    </>
  );
  return { env, pickFile, elements };
}
