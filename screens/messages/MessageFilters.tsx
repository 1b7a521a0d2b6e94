/** Keyword, type and unread-only filters of the message list (spec 000 section 2.7). */
import { useEffect, useState } from 'react';
import { HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { ToggleSwitch } from '../../engine/page/kit';
import type { MessageType } from '../../api/messages';
import { messageTypeChoices, type MessageFilterState } from './message-list-model';

/** Typing pauses this long before the keyword applies. */
const KEYWORD_DELAY = 300;

export interface MessageFiltersProps {
  value: MessageFilterState;
  onChange: (value: MessageFilterState) => void;
  t: (key: string) => string;
}

export function MessageFilters({ value, onChange, t }: MessageFiltersProps) {
  const [keyword, setKeyword] = useState(value.keyword);
  useEffect(() => {
    if (keyword === value.keyword) return;
    const timer = setTimeout(() => onChange({ ...value, keyword }), KEYWORD_DELAY);
    return () => clearTimeout(timer);
  }, [keyword, value, onChange]);

  return (
    <Stack gap="2">
      <Input
        size="sm"
        type="search"
        placeholder={t('search')}
        aria-label={t('search')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ ...value, keyword });
        }}
      />
      <HStack gap="3" justify="space-between">
        <NativeSelect.Root size="sm" maxW="40">
          <NativeSelect.Field
            aria-label={t('type.all')}
            data-testid="message-type-filter"
            value={String(value.type)}
            onChange={(event) => onChange({ ...value, type: event.target.value === '' ? '' : (Number(event.target.value) as MessageType) })}
          >
            {messageTypeChoices.map((choice) => (
              <option key={choice.value} value={String(choice.value)}>
                {t(choice.labelKey)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ToggleSwitch checked={value.unreadOnly} onChange={(unreadOnly) => onChange({ ...value, unreadOnly })} label={t('unreadOnly')} />
      </HStack>
    </Stack>
  );
}
