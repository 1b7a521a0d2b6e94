/** The history search of a conversation: a keyword, 50 messages a page, newest page first. */
import { useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import type { FormatLanguage } from '../../engine/format/language';
import { EmptyState } from '../../engine/page/kit';
import type { Snapshot } from 'valtio';
import type { HistorySearch } from './chat-store';
import { ChatBubble } from './ChatBubble';

export interface ChatHistoryProps {
  history: Snapshot<HistorySearch> | null;
  me: string;
  language: FormatLanguage;
  now: number;
  t: (key: string) => string;
  resolveUrl: (path: string) => string;
  onSearch: (keyword: string) => void;
  onMore: () => void;
  onBack: () => void;
}

export function ChatHistory({ history, me, language, now, t, resolveUrl, onSearch, onMore, onBack }: ChatHistoryProps) {
  const [keyword, setKeyword] = useState(history?.keyword ?? '');
  const more = history && history.messages.length < history.total;
  return (
    <Stack gap="2" h="100%" minH="0" data-testid="chat-history">
      <HStack>
        <Input
          size="sm"
          value={keyword}
          placeholder={t('history.search')}
          aria-label={t('history.search')}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onSearch(keyword)}
          data-testid="chat-history-search"
        />
        <Button size="sm" variant="outline" onClick={onBack}>
          {t('history.back')}
        </Button>
      </HStack>
      <Stack gap="3" flex="1" minH="0" overflowY="auto" pe="1">
        {more && !history.loading ? (
          <Button size="xs" variant="ghost" onClick={onMore} data-testid="chat-history-more">
            {t('history.more')}
          </Button>
        ) : null}
        {history?.loading ? <EmptyState language={language} loading compact /> : null}
        {history?.messages.map((message) => (
          <ChatBubble
            key={message.id}
            message={message}
            mine={message.sendUserId === me}
            language={language}
            now={now}
            resolveUrl={resolveUrl}
            placeholder={(type) => t(`preview.${type}`)}
          />
        ))}
        {history && !history.loading && history.messages.length === 0 ? <EmptyState language={language} text={t('empty')} /> : null}
      </Stack>
    </Stack>
  );
}
