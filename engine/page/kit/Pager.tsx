/**
 * The one pager of the platform, laid out as the original: total, page size (when sizes are given),
 * previous, page numbers with gaps, next, and a jumper. Engine pages, the message record and the
 * sign-in log use it.
 */
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { EngineLanguage } from '../../i18n/messages';
import { pageWord } from '../words';
import { pageWindow } from './page-window';
import { KIT_PALETTE } from './palette';

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** The sizes offered; without them (or without `onPageSize`) the size is fixed and not shown. */
  pageSizes?: number[];
  onPageSize?(size: number): void;
  language: EngineLanguage;
  /** While a page loads its buttons wait. */
  busy?: boolean;
}

export function Pager({ total, page, pageSize, onPage, pageSizes, onPageSize, language, busy = false }: PagerProps) {
  const word = (key: Parameters<typeof pageWord>[1], params?: Record<string, string | number>) => pageWord(language, key, params);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (target: number) => onPage(Math.min(pages, Math.max(1, target)));

  return (
    <HStack justify="flex-end" gap="2" fontSize="sm" flexWrap="wrap" data-testid="pager">
      <Text>{word('total', { total })}</Text>
      {pageSizes && onPageSize ? (
        <NativeSelect.Root size="xs" w="110px">
          <NativeSelect.Field aria-label={word('pageSize')} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {word('perPage', { size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Button size="xs" variant="outline" aria-label={word('prev')} disabled={busy || page <= 1} onClick={() => go(page - 1)}>
        ‹
      </Button>
      {pageWindow(page, pages).map((n, i) =>
        n === 0 ? (
          <Text key={`gap${i}`}>…</Text>
        ) : (
          <Button
            key={n}
            size="xs"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette={KIT_PALETTE}
            aria-label={word('pageN', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            disabled={busy && n !== page}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ),
      )}
      <Button size="xs" variant="outline" aria-label={word('next')} disabled={busy || page >= pages} onClick={() => go(page + 1)}>
        ›
      </Button>
      <Text>{word('goTo')}</Text>
      <Input
        size="xs"
        w="50px"
        value={jump}
        aria-label={word('goTo')}
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump));
            setJump('');
          }
        }}
      />
      {word('page') && <Text>{word('page')}</Text>}
    </HStack>
  );
}
