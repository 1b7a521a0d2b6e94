/** The rows of a card's data interface: run once per interface and parameters, a list answer or `{list}`. */
import { useEffect, useState } from 'react';
import type { CardParam } from '../../schemas/portal-layout';
import type { PortalEnv } from './portal-env';

export type CardRows = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rows: Record<string, unknown>[] };

const isRow = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A run's rows: an array of records, `{list: [...]}`, or a single record (one row). */
export function rowsOf(data: unknown): Record<string, unknown>[] {
  const list = isRow(data) && Array.isArray(data.list) ? data.list : data;
  if (Array.isArray(list)) return list.filter(isRow);
  return isRow(list) ? [list] : [];
}

export function useCardRows(env: PortalEnv, interfaceId: string | undefined, paramList: readonly CardParam[] = []): CardRows {
  const params = JSON.stringify(paramList);
  const key = `${interfaceId ?? ''}|${params}`;
  // The answer of the run it belongs to: a card whose interface or parameters change loads again.
  const [answer, setAnswer] = useState<{ key: string; rows: CardRows } | null>(null);
  useEffect(() => {
    if (!interfaceId) return;
    let current = true;
    const parameters = (JSON.parse(params) as CardParam[]).map((param) => ({ ...param }));
    env.runInterface(interfaceId, parameters).then(
      (data) => current && setAnswer({ key, rows: { state: 'ready', rows: rowsOf(data) } }),
      () => current && setAnswer({ key, rows: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [env, interfaceId, params, key]);
  if (!interfaceId) return { state: 'failed' };
  return answer?.key === key ? answer.rows : { state: 'loading' };
}
