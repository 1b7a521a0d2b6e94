/** `/DataV/view/:moduleId`: the platform's own data-visualization views, wired to existing calls. */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { createChatApi } from '../../api/chat-client';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createMessagesApi } from '../../api/messages-client';
import { createResourceClient } from '../../api/resource-client';
import { billRuleResource } from '../../schemas/resources/bill-rule';
import { DataViewPage } from '../../screens/dataview/DataViewPage';
import type { DataViewSource } from '../../screens/dataview/data-view-source';
import { DISTRICT_DICTIONARY } from '../../screens/dataview/data-views';
import { useServices } from '../services';

export function DataViewRoute() {
  const { moduleId = '' } = useParams();
  const { http } = useServices();
  const source = useMemo<DataViewSource>(() => {
    const dictionary = createDictionaryApi(http);
    const chat = createChatApi(http);
    const messages = createMessagesApi(http);
    const billRules = createResourceClient(http, billRuleResource.path);
    return {
      districts: () => dictionary.dataSelector(DISTRICT_DICTIONARY),
      users: async () => (await chat.contacts({ currentPage: 1, pageSize: 1 })).pagination.total,
      unreadMessages: () => messages.unreadCount(),
      billRules: async () => (await billRules.list({ currentPage: 1, pageSize: 1 })).pagination.total,
    };
  }, [http]);
  return <DataViewPage moduleId={moduleId} source={source} />;
}
