/** Paging as the original lays it out: total, sizes, prev, pages, next, jumper. */
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { usePageEnv } from './page-env';

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** The page numbers to show: first, last, and a window around the current one (0 = a gap). */
export function pageWindow(page: number, pages: number, around = 2): number[] {
  const out: number[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) out.push(n);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pager({ total, page, pageSize, pageSizes, onPage, onPageSize }: PagerProps) {
  const env = usePageEnv();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (target: number) => onPage(Math.min(pages, Math.max(1, target)));

  return (
    <HStack justify="flex-end" gap="2" fontSize="sm" flexWrap="wrap" data-testid="pager">
      <Text>{env.word('total', { total })}</Text>
      <NativeSelect.Root size="xs" w="110px">
        <NativeSelect.Field aria-label={env.word('pageSize')} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {env.word('perPage', { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" aria-label={env.word('prev')} disabled={page <= 1} onClick={() => go(page - 1)}>
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
            colorPalette="blue"
            aria-label={env.word('pageN', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ),
      )}
      <Button size="xs" variant="outline" aria-label={env.word('next')} disabled={page >= pages} onClick={() => go(page + 1)}>
        ›
      </Button>
      <Text>{env.word('goTo')}</Text>
      <Input
        size="xs"
        w="50px"
        value={jump}
        aria-label={env.word('goTo')}
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump));
            setJump('');
          }
        }}
      />
      {env.word('page') && <Text>{env.word('page')}</Text>}
    </HStack>
  );
}
