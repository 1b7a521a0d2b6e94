/**
 * What the data views read, over existing calls (shell/routes/DataViewRoute.tsx wires them to api/).
 * Each figure loads on its own: one refused call (a role without that menu, say) leaves a gap, not an
 * empty screen.
 */
import type { DictionaryItemNode } from '../../api/dictionary';

export interface DataViewSource {
  /** The heating-district dictionary as a tree (enabled entries). */
  districts(): Promise<DictionaryItemNode[]>;
  /** How many users the platform has (the chat contacts' total). */
  users(): Promise<number>;
  unreadMessages(): Promise<number>;
  billRules(): Promise<number>;
}

/** null: that call failed. */
export interface OverviewFigures {
  districts: DictionaryItemNode[] | null;
  users: number | null;
  unreadMessages: number | null;
  billRules: number | null;
}

const settled = async <T>(call: () => Promise<T>): Promise<T | null> => {
  try {
    return await call();
  } catch {
    return null;
  }
};

const none = async () => null;

/** The figures a view shows (the network view needs the districts only); rejects when none could be loaded. */
export async function loadFigures(kind: 'overview' | 'network', source: DataViewSource): Promise<OverviewFigures> {
  const overview = kind === 'overview';
  const [districts, users, unreadMessages, billRules] = await Promise.all([
    settled(() => source.districts()),
    overview ? settled(() => source.users()) : none(),
    overview ? settled(() => source.unreadMessages()) : none(),
    overview ? settled(() => source.billRules()) : none(),
  ]);
  if (districts === null && users === null && unreadMessages === null && billRules === null) throw new Error('no figure could be loaded');
  return { districts, users, unreadMessages, billRules };
}
