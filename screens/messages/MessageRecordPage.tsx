/** `/messageRecord`: every message of the user with the drawer's filters, 20 a page, across the page's width. */
import { useEffect, useState } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { MessageListItem, MessageList } from '../../api/messages';
import type { MessagesApi } from '../../api/messages-client';
import { toFormatLanguage } from '../../engine/format/language';
import { EmptyState, Pager, Toolbar } from '../../engine/page/kit';
import { useBundleTranslation } from '../use-bundle-translation';
import { MESSAGES_NAMESPACE, messagesBundles } from './i18n';
import { markRowsRead, MESSAGE_PAGE_SIZE, toMessageQuery, type MessageFilterState } from './message-list-model';
import { MessageFilters } from './MessageFilters';
import { MessageRows } from './MessageRows';
import { ReadAllConfirm } from './ReadAllConfirm';

export interface MessageRecordPageProps {
  api: MessagesApi;
  reloadKey: number;
  readIds: readonly string[];
  onOpenMessage: (item: MessageListItem) => void;
  onAllRead: () => void;
}

/** The full list starts with every message, read or not. */
const recordFilters: MessageFilterState = { keyword: '', type: '', unreadOnly: false };

export function MessageRecordPage({ api, reloadKey, readIds, onOpenMessage, onAllRead }: MessageRecordPageProps) {
  const { t, i18n } = useBundleTranslation(MESSAGES_NAMESPACE, messagesBundles);
  const language = toFormatLanguage(i18n.language);
  const [filters, setFilters] = useState(recordFilters);
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const queryKey = JSON.stringify(toMessageQuery(filters));
  const key = `${queryKey}|${page}|${reload}|${reloadKey}`;
  const [loaded, setLoaded] = useState<{ key: string; list: MessageList } | null>(null);
  // Until the answer for the current filters and page arrives, the page shows it is loading.
  const answer = loaded?.key === key ? loaded.list : null;

  useEffect(() => {
    let current = true;
    const empty: MessageList = { list: [], pagination: { currentPage: page, pageSize: MESSAGE_PAGE_SIZE, total: 0 } };
    api.list({ ...(JSON.parse(queryKey) as object), currentPage: page, pageSize: MESSAGE_PAGE_SIZE }).then(
      (list) => current && setLoaded({ key, list }),
      () => current && setLoaded({ key, list: empty }),
    );
    return () => {
      current = false;
    };
  }, [api, queryKey, page, key]);

  const changeFilters = (next: MessageFilterState) => {
    setFilters(next);
    setPage(1);
  };
  const total = answer?.pagination.total ?? 0;

  return (
    <Stack gap="3" p="4" w="100%" data-testid="message-record">
      <Toolbar
        start={<Heading size="md">{t('recordTitle')}</Heading>}
        end={
          <ReadAllConfirm
            t={t}
            disabled={!answer || answer.list.length === 0}
            onConfirm={async () => {
              await api.readAll(toMessageQuery(filters));
              setReload((n) => n + 1);
              onAllRead();
            }}
          />
        }
      />
      <MessageFilters value={filters} onChange={changeFilters} t={t} />
      <Box borderWidth="1px" borderRadius="md" bg="bg">
        {!answer ? (
          <EmptyState language={language} loading />
        ) : answer.list.length === 0 ? (
          <EmptyState language={language} text={t('empty')} />
        ) : (
          <MessageRows items={markRowsRead(answer.list, readIds)} language={i18n.language} t={t} onOpen={onOpenMessage} />
        )}
      </Box>
      <Pager total={total} page={page} pageSize={MESSAGE_PAGE_SIZE} onPage={setPage} language={language} busy={!answer} />
    </Stack>
  );
}
