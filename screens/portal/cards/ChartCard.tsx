/** The card's interface drawn as a bar, line or pie chart (ECharts, loaded with the first chart). */
import { useMemo } from 'react';
import type { PortalCard } from '../../../schemas/portal-layout';
import { chartOption } from '../../../widgets/kit/chart/chart-option';
import { EChart } from '../../../widgets/kit/chart/EChart';
import type { PortalEnv } from '../portal-env';
import { useCardRows } from '../use-card-rows';
import { CardStatus } from './CardStatus';

export function ChartCard({ card, env, t }: { card: PortalCard; env: PortalEnv; t: (key: string) => string }) {
  const rows = useCardRows(env, card.interfaceId, card.paramList);
  const ready = rows.state === 'ready' ? rows.rows : null;
  const option = useMemo(
    () => chartOption({ kind: card.chartType ?? 'bar', rows: ready ?? [], category: card.category ?? '', series: card.series ?? [] }),
    [ready, card.chartType, card.category, card.series],
  );
  if (rows.state === 'loading') return <CardStatus text={t('loading')} />;
  if (rows.state === 'failed') return <CardStatus text={t('failed')} />;
  if (!rows.rows.length) return <CardStatus text={t('empty')} />;
  return <EChart option={option} label={card.title} />;
}
