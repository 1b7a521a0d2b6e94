/**
 * The shapes of a portal's layout (docs/portal.md): what each card shows and where it sits on a grid of
 * 12 columns. The checks and the layout rules are schemas/portal-layout.ts.
 */

export const portalCardKinds = ['count', 'list', 'chart', 'shortcuts', 'calendar', 'text'] as const;
export type PortalCardKind = (typeof portalCardKinds)[number];

export const portalChartTypes = ['bar', 'line', 'pie'] as const;
export type PortalChartType = (typeof portalChartTypes)[number];

/** Where a card sits: column `x` (0-11), row `y`, `w` columns wide, `h` rows high; `i` names the card. */
export interface CardPlace {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A parameter passed to the card's data interface (as a form's `templateJson` item). */
export interface CardParam {
  field: string;
  defaultValue: string;
}

export interface CardColumn {
  field: string;
  label: string;
}

export interface PortalCard extends CardPlace {
  kind: PortalCardKind;
  title: string;
  /** count, list, chart: the data interface that gives the rows, and its parameters. */
  interfaceId?: string;
  paramList?: CardParam[];
  /** count: the field of the first row that holds the figure; `unit` follows it. */
  field?: string;
  unit?: string;
  /** list: the columns shown; `limit` rows at most (default 10). */
  columns?: CardColumn[];
  limit?: number;
  /** chart: its type, the field naming each category and the series (fields with their labels). */
  chartType?: PortalChartType;
  category?: string;
  series?: CardColumn[];
  /** shortcuts: menu enCodes; each shows when the user has that menu. */
  menus?: string[];
  /** text: plain text (shown as text, never as HTML). */
  content?: string;
}

export interface PortalLayout {
  cards: PortalCard[];
}

/** A user's own arrangement: the places of the portal's cards. */
export interface PortalArrangement {
  cards: CardPlace[];
}
