/**
 * The rows of a long editable sub-table, windowed with @tanstack/react-virtual: only the rows in view
 * of the table's scroll box (and `WINDOW_OVERSCAN` on each side) are in the DOM, positioned in a body
 * as high as all rows. Values, validation and totals do not depend on it: they live in the form's
 * store and cover every row. What must reach a row that is not drawn:
 * - scroll-to-error: the controller's reveal of [table, row, column] scrolls the box to the row and
 *   keeps that row drawn, so the renderer finds the cell and focuses it (EngineForm waits a few frames
 *   for it);
 * - the row being edited stays drawn when scrolled away, so focus and what is typed are not lost;
 * - rows grow with their error lines: each row is measured (ResizeObserver) and the body follows.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import {
  defaultRangeExtractor,
  elementScroll,
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useEngine } from '../../engine/renderer/context';
import { CONTROL_HEIGHT, useWidgetSize } from '../../engine/renderer/widget-size';
import type { TableColumn } from './columns';
import type { TableOptions } from './kind';
import { TableRow } from './TableRow';
import { WINDOW_FALLBACK_HEIGHT, WINDOW_MAX_HEIGHT, WINDOW_OVERSCAN } from './windowing';

type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLElement>;

/** A box without a layout yet (jsdom, a hidden pane) is taken as `WINDOW_FALLBACK_HEIGHT` high. */
const observeBox: typeof observeElementRect<HTMLDivElement> = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: WINDOW_FALLBACK_HEIGHT }));

/** Scrolls the box; where elements cannot scroll by script (jsdom), sets scrollTop. */
const scrollBox: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  const box = instance.scrollElement;
  if (box && typeof box.scrollTo !== 'function') box.scrollTop = offset + (options.adjustments ?? 0);
  else elementScroll(offset, options, instance);
};

export interface WindowedRowsProps {
  table: string;
  count: number;
  columns: TableColumn[];
  options: TableOptions;
  disabled: boolean;
  readOnly: boolean;
  onRemove?: (index: number) => void;
  /** The grid (head, body, totals) drawn around the body. */
  children: (body: ReactNode) => ReactNode;
}

function WindowedRowsImpl({ table, count, columns, options, disabled, readOnly, onRemove, children }: WindowedRowsProps) {
  const { controller } = useEngine();
  const size = useWidgetSize();
  // A row: the control, the cell's padding (2 × 4 px) and its bottom border.
  const estimate = CONTROL_HEIGHT[size] + 9;
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [bodyTop, setBodyTop] = useState(0);
  // Rows drawn whatever the scroll: the one being edited and the one last revealed.
  const [editing, setEditing] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = [...new Set([editing, revealed])].filter((i): i is number => i !== null && i < range.count && !indexes.includes(i));
      return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
    },
    [editing, revealed],
  );
  const measureRow = useCallback(
    (element: HTMLElement, entry: ResizeObserverEntry | undefined, instance: RowVirtualizer) => {
      const measured = measureElement(element, entry, instance);
      return measured > 0 ? measured : estimate;
    },
    [estimate],
  );
  // The virtualizer is one mutable instance re-rendering this component; of its functions only
  // `measureElement` (stable for its life) goes to the memoised rows. The project does not compile with
  // the React Compiler, which this rule is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: RowVirtualizer = useVirtualizer<HTMLDivElement, HTMLElement>({
    count,
    getScrollElement: () => box.current,
    estimateSize: () => estimate,
    overscan: WINDOW_OVERSCAN,
    scrollMargin: bodyTop,
    scrollPaddingStart: bodyTop,
    rangeExtractor,
    measureElement: measureRow,
    observeElementRect: observeBox,
    scrollToFn: scrollBox,
  });

  // The body starts below the sticky head: row offsets count from there.
  useLayoutEffect(() => {
    const top = body.current?.offsetTop ?? 0;
    if (top !== bodyTop) setBodyTop(top);
  }, [bodyTop]);

  useEffect(
    () =>
      controller.onReveal((path) => {
        const row = path[1];
        // A row just added may be beyond `count` until the next render: kept and scrolled to all the same.
        if (path[0] !== table || typeof row !== 'number' || row < 0) return;
        setRevealed(row);
        virtualizer.scrollToIndex(row, { align: 'center' });
      }),
    [controller, table, virtualizer],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest?.('[data-index]')?.getAttribute('data-index');
    if (row !== null && row !== undefined) setEditing(Number(row));
  }, []);

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={box} className="st-scroll" style={{ maxHeight: WINDOW_MAX_HEIGHT }} data-windowed="">
      {children(
        <div
          ref={body}
          role="rowgroup"
          className="st-body"
          data-windowed=""
          style={{ height: virtualizer.getTotalSize() }}
          onFocus={onFocus}
        >
          {items.map((item) => (
            <TableRow
              key={item.key}
              table={table}
              index={item.index}
              columns={columns}
              options={options}
              disabled={disabled}
              readOnly={readOnly}
              onRemove={onRemove}
              start={item.start - bodyTop}
              measure={virtualizer.measureElement}
            />
          ))}
        </div>,
      )}
    </div>
  );
}

export const WindowedRows = memo(WindowedRowsImpl);
