/** The page numbers a pager shows: first, last, and a window around the current one (0 = a gap). */
export function pageWindow(page: number, pages: number, around = 2): number[] {
  const out: number[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) out.push(n);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}
