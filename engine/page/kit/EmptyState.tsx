/**
 * The one "nothing here" and "loading" block of lists: a muted line centred in the list's area (暂无数据
 * by default), or a spinner with its words while the list loads.
 */
import type { ReactNode } from 'react';
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { EngineLanguage } from '../../i18n/messages';
import { pageWord } from '../words';

export interface EmptyStateProps {
  language: EngineLanguage;
  /** The words when empty (default 暂无数据 in the language). */
  text?: ReactNode;
  /** Shows the loading line instead. */
  loading?: boolean;
  /** Smaller padding, for side trees and drawers' footers. */
  compact?: boolean;
  testId?: string;
}

export function EmptyState({ language, text, loading = false, compact = false, testId }: EmptyStateProps) {
  const py = compact ? '4' : '8';
  if (loading) {
    return (
      <HStack justify="center" py={compact ? '2' : '4'} color="fg.muted" role="status" data-kit="loading">
        <Spinner size="sm" />
        <Text fontSize="sm">{pageWord(language, 'loading')}</Text>
      </HStack>
    );
  }
  return (
    <Stack align="center" py={py} color="fg.muted" data-kit="empty">
      <Text fontSize="sm" textAlign="center" data-testid={testId}>
        {text ?? pageWord(language, 'empty')}
      </Text>
    </Stack>
  );
}
