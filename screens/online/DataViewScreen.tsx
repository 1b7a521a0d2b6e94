/**
 * The page of a data view (web type 4, 数据视图): the list of ./data-view-model.ts over `List`, which
 * the server answers by running the view's data interface (server/online/data-view.ts): the search,
 * order and page go as for any generated list, the rows come back as the interface answered them and
 * show as text. With `useColumnPermission`, a column the menu does not grant is left out.
 */
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineClient } from '../../api/online-client';
import type { DataSource } from '../../engine';
import { toFormatLanguage } from '../../engine/format';
import { EngineLanguageContext } from '../../engine/i18n/context';
import { EnginePage, type PageDataSource } from '../../engine/page';
import { usePermissions } from '../../engine/permission/Can';
import { useBundleTranslation } from '../use-bundle-translation';
import { viewRow } from './data-view-model';
import type { OnlineModel } from './online-model';
import { createOnlineSource } from './online-source';
import { WEB_TYPES_NAMESPACE, webTypeBundles } from './webtype-i18n';

export interface DataViewScreenProps {
  model: OnlineModel;
  client: OnlineClient;
  /** The menu the page is shown in: its column grants apply. */
  menuId?: string;
  formSource: DataSource;
  notify(notice: Notice): void;
}

export function DataViewScreen({ model, client, menuId, formSource, notify }: DataViewScreenProps) {
  const { i18n } = useBundleTranslation(WEB_TYPES_NAMESPACE, webTypeBundles);
  const language = toFormatLanguage(i18n.language);
  const { modelId, columnData, page } = model;
  const permissions = usePermissions();
  const source = useMemo<PageDataSource>(() => {
    const online = createOnlineSource({ client, modelId, menuId, columnData, form: formSource });
    return {
      ...online,
      list: async (name, query, signal) => {
        const rows = await online.list(name, query, signal);
        return { ...rows, list: rows.list.map(viewRow) };
      },
    };
  }, [client, modelId, menuId, columnData, formSource]);
  const shownPage = useMemo(() => {
    if (!columnData.useColumnPermission || !permissions.guardsColumns) return page;
    return { ...page, columns: page.columns.filter((column) => permissions.hasColumn(column.prop)) };
  }, [page, columnData.useColumnPermission, permissions]);
  return (
    <Box p="3" data-testid="online-data-view">
      <EngineLanguageContext.Provider value={language}>
        <EnginePage schema={shownPage} dataSource={source} notify={notify} language={language} />
      </EngineLanguageContext.Provider>
    </Box>
  );
}
