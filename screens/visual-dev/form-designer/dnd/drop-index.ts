/**
 * Where a drop lands in a list of fields, from the pointer and the fields' boxes: before the first
 * field below the pointer, or before the field under it when the pointer is on its first half (left
 * half in a row of fields, top half for a field as wide as the list). A sub-table's columns run left
 * to right. And the line that shows it.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const right = (box: Box) => box.left + box.width;
const bottom = (box: Box) => box.top + box.height;

/** A field that fills its list's width (within a few pixels): dropped on, it splits top and bottom. */
const fullWidth = (item: Box, list: Box) => item.width >= list.width - 8;

export function dropIndex(items: readonly Box[], point: Point, list: Box, horizontal = false): number {
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (horizontal) {
      if (point.x < item.left + item.width / 2) return index;
      continue;
    }
    if (point.y < item.top) return index;
    if (point.y <= bottom(item)) {
      const firstHalf = fullWidth(item, list) ? point.y < item.top + item.height / 2 : point.x < item.left + item.width / 2;
      if (firstHalf) return index;
    }
  }
  return items.length;
}

const LINE = 3;

/** The indicator's box: a line before item `index` (after the last one at the end); the list's box when empty. */
export function indicatorBox(items: readonly Box[], index: number, list: Box, horizontal = false): Box {
  if (items.length === 0) return list;
  const before = items[index];
  const after = items[index - 1];
  const vertical = (x: number, item: Box): Box => ({ left: x - LINE / 2, top: item.top, width: LINE, height: item.height });
  const horizontalLine = (y: number): Box => ({ left: list.left, top: y - LINE / 2, width: list.width, height: LINE });
  if (horizontal) return before ? vertical(before.left, before) : vertical(right(after!), after!);
  if (before) return fullWidth(before, list) ? horizontalLine(before.top) : vertical(before.left, before);
  return fullWidth(after!, list) ? horizontalLine(bottom(after!)) : vertical(right(after!), after!);
}
