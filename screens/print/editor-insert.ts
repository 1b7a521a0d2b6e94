/**
 * What the template editor inserts at the cursor (docs/print.md "The template"): a field's placeholder
 * as text (`{field}`, `{table.field}`, with the amount wrappers), a child table's loop table, a table,
 * a page break. The editing area is contentEditable; its last selection is kept so a click in the
 * field panel inserts where the cursor was.
 */
import { headTable, type PrintFieldGroup } from '../../api/print-dev';
import { pageBreakHtml } from './print-html';

/** How a number prints: as it is, in Chinese capitals, or with thousands separators and 2 decimals. */
export type InsertMode = 'plain' | 'amountChinese' | 'thousands';

/** The placeholder of a field: `{field}` of the main record, `{table.field}` of a child table. */
export function placeholderOf(table: string, field: string, mode: InsertMode = 'plain'): string {
  const name = table === headTable ? `{${field}}` : `{${table}.${field}}`;
  if (mode === 'amountChinese') return `大写金额(${name})`;
  if (mode === 'thousands') return `千位分隔符(${name},2)`;
  return name;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** A bordered table of the child table: its labels as the header, a row of its placeholders that repeats per child row. */
export function loopTableHtml(group: PrintFieldGroup): string {
  const head = group.children.map((field) => `<th>${escapeHtml(field.fullName)}</th>`).join('');
  const row = group.children.map((field) => `<td>${escapeHtml(placeholderOf(group.id, field.id))}</td>`).join('');
  return `<table border="1" style="width: 100%; border-collapse: collapse"><tbody><tr>${head}</tr><tr>${row}</tr></tbody></table><p><br></p>`;
}

/** An empty bordered table of `rows` × `columns`. */
export function blankTableHtml(rows = 2, columns = 3): string {
  const row = `<tr>${'<td><br></td>'.repeat(columns)}</tr>`;
  return `<table border="1" style="width: 100%; border-collapse: collapse"><tbody>${row.repeat(rows)}</tbody></table><p><br></p>`;
}

export const pageBreakInsert = `${pageBreakHtml}<p><br></p>`;

/** The selection's range when it is inside `area`. */
export function rangeIn(area: HTMLElement): Range | null {
  const selection = area.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return area.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

/**
 * Inserts text or HTML at `saved` (the area's last selection), else at the end of the area, and puts
 * the cursor after it. The browser's editing command keeps undo working; without it (tests) the DOM is
 * changed directly.
 */
export function insertAt(area: HTMLElement, saved: Range | null, content: { text: string } | { html: string }): void {
  const document = area.ownerDocument;
  area.focus();
  const selection = document.getSelection();
  let range = saved;
  if (!range || !area.contains(range.commonAncestorContainer)) {
    range = document.createRange();
    range.selectNodeContents(area);
    range.collapse(false);
  }
  selection?.removeAllRanges();
  selection?.addRange(range);
  const command = 'text' in content ? 'insertText' : 'insertHTML';
  const value = 'text' in content ? content.text : content.html;
  if (typeof document.execCommand === 'function' && document.execCommand(command, false, value)) return;
  range.deleteContents();
  const fragment = 'text' in content ? document.createTextNode(content.text) : range.createContextualFragment(content.html);
  const last = fragment instanceof DocumentFragment ? fragment.lastChild : fragment;
  range.insertNode(fragment);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
}
