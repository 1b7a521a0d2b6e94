/** Rows of the card's interface as a small table of its columns (at most `limit`, default 10). */
import { Table } from '@chakra-ui/react';
import type { PortalCard } from '../../../schemas/portal-layout';
import type { PortalEnv } from '../portal-env';
import { useCardRows } from '../use-card-rows';
import { CardStatus } from './CardStatus';

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export function ListCard({ card, env, t }: { card: PortalCard; env: PortalEnv; t: (key: string) => string }) {
  const rows = useCardRows(env, card.interfaceId, card.paramList);
  if (rows.state === 'loading') return <CardStatus text={t('loading')} />;
  if (rows.state === 'failed') return <CardStatus text={t('failed')} />;
  if (!rows.rows.length) return <CardStatus text={t('empty')} />;
  const columns = card.columns ?? [];
  return (
    <Table.Root size="sm" aria-label={card.title}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.field}>{column.label}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.rows.slice(0, card.limit ?? 10).map((row, index) => (
          <Table.Row key={index}>
            {columns.map((column) => (
              <Table.Cell key={column.field}>{text(row[column.field])}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
