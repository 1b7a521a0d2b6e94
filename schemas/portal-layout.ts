/**
 * A portal's cards as data (docs/portal.md): what each card shows and where it sits on a grid of 12
 * columns and rows of {@link PORTAL_ROW_HEIGHT} pixels. The designer's layout is the portal's
 * `formData`; a user's own arrangement keeps only positions and sizes (`{i, x, y, w, h}` per card) and is
 * laid over the designer's cards by {@link applyArrangement}. Both sides check layouts with
 * {@link checkPortalLayout}, which answers the first problem in Chinese, as the server words refusals.
 */
import type { CardPlace, PortalArrangement, PortalCard, PortalCardKind, PortalLayout } from '../api/portal-layout-types';
import { portalCardKinds, portalChartTypes, type PortalChartType } from '../api/portal-layout-types';

export * from '../api/portal-layout-types';

export const PORTAL_COLUMNS = 12;
export const PORTAL_ROW_HEIGHT = 80;
export const PORTAL_MAX_ROWS = 200;
export const PORTAL_MAX_CARDS = 60;

export const portalLayoutMessages = {
  notJson: '门户布局不是有效的 JSON',
  notLayout: '门户布局应为 {"cards": [...]}',
  tooMany: `门户最多 ${PORTAL_MAX_CARDS} 张卡片`,
  duplicate: (i: string) => `卡片标识重复：${i}`,
  card: (n: number, problem: string) => `第 ${n} 张卡片：${problem}`,
  unknownCard: (i: string) => `门户中没有卡片：${i}`,
} as const;

const key = /^[A-Za-z0-9_-]{1,40}$/;
const fieldName = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const menuCode = /^[A-Za-z0-9._-]{1,100}$/;

type Problem = string | null;

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isInt = (value: unknown, min: number, max: number) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

function placeProblem(card: Record<string, unknown>): Problem {
  if (typeof card.i !== 'string' || !key.test(card.i)) return '标识 i 应为 1 到 40 个字母、数字、下划线或连字符';
  if (!isInt(card.w, 1, PORTAL_COLUMNS)) return `宽度 w 应为 1 到 ${PORTAL_COLUMNS} 的整数`;
  if (!isInt(card.x, 0, PORTAL_COLUMNS - 1) || (card.x as number) + (card.w as number) > PORTAL_COLUMNS)
    return `位置 x 应为 0 到 ${PORTAL_COLUMNS - 1} 的整数，且 x + w 不超过 ${PORTAL_COLUMNS}`;
  if (!isInt(card.y, 0, PORTAL_MAX_ROWS)) return `位置 y 应为 0 到 ${PORTAL_MAX_ROWS} 的整数`;
  if (!isInt(card.h, 1, 12)) return '高度 h 应为 1 到 12 的整数';
  return null;
}

function columnsProblem(value: unknown, name: string, required: boolean): Problem {
  if (value === undefined) return required ? `缺少 ${name}` : null;
  if (!Array.isArray(value) || value.length > 20 || (required && !value.length)) return `${name} 应为 1 到 20 项的列表`;
  for (const column of value) {
    if (!isObject(column) || typeof column.field !== 'string' || !fieldName.test(column.field)) return `${name} 的字段名无效`;
    if (!isText(column.label, 50)) return `${name} 的标题应为不超过 50 个字符的文字`;
  }
  return null;
}

function dataProblem(card: Record<string, unknown>): Problem {
  if (typeof card.interfaceId !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(card.interfaceId)) return '请选择数据接口（interfaceId）';
  if (card.paramList === undefined) return null;
  if (!Array.isArray(card.paramList) || card.paramList.length > 20) return 'paramList 应为不超过 20 项的列表';
  for (const param of card.paramList) {
    if (!isObject(param) || typeof param.field !== 'string' || !fieldName.test(param.field)) return 'paramList 的参数名无效';
    if (!isText(param.defaultValue ?? '', 500)) return 'paramList 的参数值应为文字';
  }
  return null;
}

function kindProblem(card: Record<string, unknown>): Problem {
  switch (card.kind as PortalCardKind) {
    case 'count':
      if (typeof card.field !== 'string' || !fieldName.test(card.field)) return '请填写数值字段（field）';
      if (card.unit !== undefined && !isText(card.unit, 20)) return '单位最多 20 个字符';
      return dataProblem(card);
    case 'list':
      if (card.limit !== undefined && !isInt(card.limit, 1, 100)) return '行数 limit 应为 1 到 100 的整数';
      return dataProblem(card) ?? columnsProblem(card.columns, 'columns', true);
    case 'chart':
      if (!portalChartTypes.includes(card.chartType as PortalChartType)) return '图表类型 chartType 应为 bar、line 或 pie';
      if (typeof card.category !== 'string' || !fieldName.test(card.category)) return '请填写分类字段（category）';
      return dataProblem(card) ?? columnsProblem(card.series, 'series', true);
    case 'shortcuts':
      if (
        !Array.isArray(card.menus) ||
        card.menus.length > 30 ||
        !card.menus.every((menu) => typeof menu === 'string' && menuCode.test(menu))
      )
        return 'menus 应为不超过 30 个菜单编码的列表';
      return null;
    case 'calendar':
      return null;
    case 'text':
      return isText(card.content, 2000) ? null : '文字内容最多 2000 个字符';
    default:
      return `类型 kind 应为 ${portalCardKinds.join('、')} 之一`;
  }
}

function cardsOf(value: unknown): { cards: unknown[] } | string {
  if (!isObject(value) || !Array.isArray(value.cards)) return portalLayoutMessages.notLayout;
  if (value.cards.length > PORTAL_MAX_CARDS) return portalLayoutMessages.tooMany;
  return { cards: value.cards };
}

/** The first problem of a designer's layout, or null when it is a valid {@link PortalLayout}. */
export function checkPortalLayout(value: unknown): string | null {
  const parsed = cardsOf(value);
  if (typeof parsed === 'string') return parsed;
  const seen = new Set<string>();
  for (const [index, card] of parsed.cards.entries()) {
    if (!isObject(card)) return portalLayoutMessages.card(index + 1, '应为对象');
    const problem = placeProblem(card) ?? (isText(card.title, 50) ? null : '标题 title 应为不超过 50 个字符的文字') ?? kindProblem(card);
    if (problem) return portalLayoutMessages.card(index + 1, problem);
    if (seen.has(card.i as string)) return portalLayoutMessages.duplicate(card.i as string);
    seen.add(card.i as string);
  }
  return null;
}

/** The first problem of a user's arrangement of `layout` (places of its own cards only), or null. */
export function checkArrangement(value: unknown, layout: PortalLayout): string | null {
  const parsed = cardsOf(value);
  if (typeof parsed === 'string') return parsed;
  const known = new Set(layout.cards.map((card) => card.i));
  const seen = new Set<string>();
  for (const [index, card] of parsed.cards.entries()) {
    if (!isObject(card)) return portalLayoutMessages.card(index + 1, '应为对象');
    const problem = placeProblem(card);
    if (problem) return portalLayoutMessages.card(index + 1, problem);
    const i = card.i as string;
    if (!known.has(i)) return portalLayoutMessages.unknownCard(i);
    if (seen.has(i)) return portalLayoutMessages.duplicate(i);
    seen.add(i);
  }
  return null;
}

/** Only the places of an arrangement (whatever else the caller sent is not kept). */
export const placesOf = (cards: readonly CardPlace[]): CardPlace[] => cards.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

const overlaps = (a: CardPlace, b: CardPlace) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Cards in reading order: by row, then column. */
export const inReadingOrder = <T extends CardPlace>(cards: readonly T[]): T[] => [...cards].sort((a, b) => a.y - b.y || a.x - b.x);

/**
 * Every card at its place, none overlapping: in the order given, a card that overlaps one already placed
 * moves down until it fits. Answers the cards in reading order.
 */
export function settle<T extends CardPlace>(cards: readonly T[]): T[] {
  const placed: T[] = [];
  for (const card of cards) {
    const moved = { ...card };
    while (placed.some((other) => overlaps(other, moved))) moved.y += 1;
    placed.push(moved);
  }
  return inReadingOrder(placed);
}

/**
 * The designer's cards at the user's places: the cards the user placed take those places first; a card
 * added since keeps the designer's place, moved down if a placed card is there; cards the designer
 * removed are forgotten.
 */
export function applyArrangement(layout: PortalLayout, arrangement: PortalArrangement | null): PortalLayout {
  if (!arrangement) return layout;
  const places = new Map(arrangement.cards.map((place) => [place.i, place]));
  const placed: PortalCard[] = [];
  const others: PortalCard[] = [];
  for (const card of layout.cards) {
    const place = places.get(card.i);
    if (place) placed.push({ ...card, x: place.x, y: place.y, w: place.w, h: place.h });
    else others.push(card);
  }
  return { cards: settle([...inReadingOrder(placed), ...inReadingOrder(others)]) };
}
