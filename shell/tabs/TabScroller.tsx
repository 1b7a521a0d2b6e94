/**
 * The tabs bar's scrolling strip, as the original's: the tabs stay on one line; when they do not fit,
 * arrows at both ends and the mouse wheel scroll them, and the active tab is scrolled into view.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { ShellIcon } from '../layout/icons';
import { arrowStep, scrollEdges, scrollToShow, type ScrollEdges } from './tab-scroll';

export interface TabScrollerProps {
  children: ReactNode;
  /** Changes when the active tab or the set of tabs changes: the active one is brought into view. */
  activeKey: string;
}

export function TabScroller({ children, activeKey }: TabScrollerProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = scrollEdges(el.scrollLeft, el.clientWidth, el.scrollWidth);
    setEdges((previous) => (previous.before === next.before && previous.after === next.after ? previous : next));
  }, []);

  const arrows = edges.before || edges.after;

  // Again when the arrows come or go: they narrow or widen the strip.
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    const active = el.querySelector<HTMLElement>('[data-active="true"]');
    if (active) el.scrollLeft = scrollToShow(el.scrollLeft, el.clientWidth, active.offsetLeft, active.offsetWidth);
    measure();
  }, [activeKey, arrows, measure]);

  useLayoutEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * arrowStep(el.clientWidth), behavior: 'smooth' });
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const el = strip.current;
    if (!el || event.deltaX !== 0) return; // a horizontal wheel or touchpad scrolls by itself
    el.scrollLeft += event.deltaY;
  };

  return (
    <Flex flex="1" minW="0" align="center" gap="1">
      {arrows ? (
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('tabs.scrollLeft')}
          disabled={!edges.before}
          onClick={() => scrollBy(-1)}
          data-testid="tabs-scroll-left"
        >
          <ShellIcon name="chevronRight" size={14} style={{ transform: 'rotate(180deg)' }} />
        </IconButton>
      ) : null}
      <Box
        ref={strip}
        flex="1"
        minW="0"
        display="flex"
        alignItems="center"
        gap="1"
        overflowX="auto"
        overflowY="hidden"
        position="relative"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onScroll={measure}
        onWheel={onWheel}
        data-testid="tabs-strip"
      >
        {children}
      </Box>
      {arrows ? (
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('tabs.scrollRight')}
          disabled={!edges.after}
          onClick={() => scrollBy(1)}
          data-testid="tabs-scroll-right"
        >
          <ShellIcon name="chevronRight" size={14} />
        </IconButton>
      ) : null}
    </Flex>
  );
}
