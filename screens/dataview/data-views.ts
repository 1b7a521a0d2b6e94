/**
 * The data-visualization views the platform serves itself, at `/DataV/view/{moduleId}` (the default
 * visualization host, shell/menu/external-links.ts): a type-6 menu names one by its moduleId, a type-7
 * link may embed one. Pure.
 */
import type { DictionaryItemNode } from '../../api/dictionary';

export const DATA_VIEW_PREFIX = '/DataV/view/';

/** moduleId → what the view shows. */
export const builtInViews = {
  'dv-heating-overview': 'overview',
  'dv-heating-network': 'network',
} as const;

export type DataViewKind = (typeof builtInViews)[keyof typeof builtInViews];

export function dataViewKind(moduleId: string): DataViewKind | null {
  return (builtInViews as Record<string, DataViewKind>)[moduleId] ?? null;
}

/** The moduleId of a view path (`/DataV/view/dv-heating-overview` → `dv-heating-overview`), else null. */
export function dataViewId(pathname: string): string | null {
  if (!pathname.startsWith(DATA_VIEW_PREFIX)) return null;
  const rest = pathname.slice(DATA_VIEW_PREFIX.length);
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** The dictionary the views read the network from: districts at the top, their stations below. */
export const DISTRICT_DICTIONARY = 'heatingDistrict';

export interface DistrictFigure {
  id: string;
  name: string;
  stations: string[];
}

export function districtFigures(tree: readonly DictionaryItemNode[]): DistrictFigure[] {
  return tree.map((district) => ({ id: district.id, name: district.fullName, stations: (district.children ?? []).map((s) => s.fullName) }));
}

export function stationCount(districts: readonly DistrictFigure[]): number {
  return districts.reduce((sum, district) => sum + district.stations.length, 0);
}
