/** A figure: the `field` of the first row of the card's interface, with its unit. */
import { HStack, Text } from '@chakra-ui/react';
import { thousands } from '../../../engine/format';
import type { PortalCard } from '../../../schemas/portal-layout';
import type { PortalEnv } from '../portal-env';
import { useCardRows } from '../use-card-rows';
import { CardStatus } from './CardStatus';

export function CountCard({ card, env, t }: { card: PortalCard; env: PortalEnv; t: (key: string) => string }) {
  const rows = useCardRows(env, card.interfaceId, card.paramList);
  if (rows.state === 'loading') return <CardStatus text={t('loading')} />;
  const value = rows.state === 'ready' ? rows.rows[0]?.[card.field ?? ''] : undefined;
  const shown = value === undefined || value === null || value === '' ? '—' : thousands(value as number | string);
  return (
    <HStack alignItems="baseline" gap="1" data-testid="count-value">
      <Text fontSize="3xl" fontWeight="bold" color="colorPalette.600" lineHeight="1.2">
        {shown}
      </Text>
      {card.unit && shown !== '—' ? <Text color="fg.muted">{card.unit}</Text> : null}
    </HStack>
  );
}
