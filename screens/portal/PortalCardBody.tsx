/** The body of a card by its kind. */
import type { PortalCard } from '../../schemas/portal-layout';
import { CalendarCard } from './cards/CalendarCard';
import { ChartCard } from './cards/ChartCard';
import { CountCard } from './cards/CountCard';
import { ListCard } from './cards/ListCard';
import { ShortcutsCard } from './cards/ShortcutsCard';
import { TextCard } from './cards/TextCard';
import type { PortalEnv } from './portal-env';

export function PortalCardBody({
  card,
  env,
  t,
}: {
  card: PortalCard;
  env: PortalEnv;
  t: (key: string, options?: Record<string, unknown>) => string;
}) {
  switch (card.kind) {
    case 'count':
      return <CountCard card={card} env={env} t={t} />;
    case 'list':
      return <ListCard card={card} env={env} t={t} />;
    case 'chart':
      return <ChartCard card={card} env={env} t={t} />;
    case 'shortcuts':
      return <ShortcutsCard card={card} env={env} t={t} />;
    case 'calendar':
      return <CalendarCard env={env} t={t} />;
    case 'text':
      return <TextCard card={card} />;
  }
}
