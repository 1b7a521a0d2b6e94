/**
 * A thin React wrapper of ECharts: a box of the given height in which the option is drawn (SVG), redrawn
 * when the option changes and resized with its box. ECharts loads with the first chart (./echarts-setup).
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';

type Instance = ReturnType<typeof import('./echarts-setup').init>;

export interface EChartProps {
  option: Record<string, unknown>;
  /** CSS height of the drawing (default fills the parent). */
  height?: string | number;
  /** Names the chart for assistive technologies. */
  label: string;
}

/** A box that has not been laid out yet (a test's DOM) is drawn at this size. */
const fallbackSize = { width: 480, height: 240 };

export function EChart({ option, height = '100%', label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup')
      .then(({ init }) => {
        const element = box.current;
        if (disposed || !element) return;
        const size = element.clientWidth ? undefined : fallbackSize;
        chart.current = init(element, null, { renderer: 'svg', ...size });
        chart.current.setOption(option);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart.current?.resize());
          observer.observe(element);
        }
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // Drawn once per mount; option changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <Box position="relative" h={height} w="100%">
      <Box ref={box} role="img" aria-label={label} data-testid="echart" position="absolute" inset="0" />
      {failed ? <Text color="red.500">{label}</Text> : null}
    </Box>
  );
}
