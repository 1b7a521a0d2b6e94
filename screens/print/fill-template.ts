/**
 * A template filled with one record (docs/print.md "The template"), JNPF-like:
 * - `{field}`: a value of the main record; `{table.field}`: a child table's column;
 * - a table row holding `{table.field}` placeholders is repeated once per row of that child table
 *   (rows without them, a header, stay once); outside such a row the column's values are listed;
 * - `大写金额({field})`: the amount in Chinese capitals; `千位分隔符({field})` or `千位分隔符({field},2)`:
 *   thousands separators (with 2 decimals); the wrappers work inside loops too;
 * - `{systemPrinter}`, `{systemPrintTime}`, `{systemApprovalContent}` (the approval record's table);
 * - the page-break element ends the printed page.
 * A name the record does not have (a field the caller's grants hide) prints as nothing. Values are
 * inserted as text, never as HTML, into the template sanitised first (./print-html.ts).
 */
import { handleStatusNames, type PrintOperatorRecord } from '../../api/print-dev';
import { amountToChinese, formatDate, thousands } from '../../engine/format';
import { sanitizePrintHtml } from './print-html';

export interface PrintSystemValues {
  /** `name/account` of who prints. */
  printer: string;
  /** When, as text. */
  printTime: string;
}

type Row = Record<string, unknown>;

/** Placeholders and their format wrappers: 大写金额({x}), 千位分隔符({x},n), {x}. */
const TOKEN = /大写金额\(\{([^{}\s]{1,100})\}\)|千位分隔符\(\{([^{}\s]{1,100})\}(?:,\s*(\d{1,2}))?\)|\{([^{}\s]{1,100})\}/g;
const LOOP_NAME = /\{([^{}\s.]{1,100})\.[^{}\s]{1,100}\}/g;
const APPROVAL = 'systemApprovalContent';

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored or display value as printed text. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join(',');
  if (typeof value === 'object') return '';
  return String(value);
}

/** Thousands separators, with `places` decimals when given (JNPF's 千位分隔符). */
export function thousandsText(value: unknown, places?: number): string {
  const text = textOf(value).replace(/,/g, '');
  if (text === '') return '';
  const number = Number(text);
  if (places === undefined || !Number.isFinite(number)) return thousands(text);
  return thousands(number.toFixed(places));
}

/** The rows of a child table in the record; none when the name is not one. */
const rowsOf = (data: Row, table: string): Row[] => (Array.isArray(data[table]) ? (data[table] as unknown[]).filter(isRow) : []);

type Loop = { table: string; row: Row };

/**
 * What a placeholder name prints, each value through `format`: a main value, a child row's value (in
 * its loop), or a child column's values listed (outside it).
 */
function printed(name: string, data: Row, system: PrintSystemValues, loop: Loop | undefined, format: (value: unknown) => string): string {
  if (name === 'systemPrinter') return format(system.printer);
  if (name === 'systemPrintTime') return format(system.printTime);
  const dot = name.indexOf('.');
  if (dot < 0) return format(data[name]);
  const table = name.slice(0, dot);
  const column = name.slice(dot + 1);
  if (loop && loop.table === table) return format(loop.row[column]);
  return rowsOf(data, table)
    .map((row) => format(row[column]))
    .join('、');
}

/** The text with every placeholder replaced (the approval placeholder is left for its table). */
function replaced(text: string, data: Row, system: PrintSystemValues, loop?: Loop): string {
  return text.replace(TOKEN, (whole, amountName?: string, thousandsName?: string, places?: string, plainName?: string) => {
    if (amountName) return printed(amountName, data, system, loop, (value) => amountToChinese(textOf(value).replace(/,/g, '')));
    if (thousandsName) {
      const decimals = places === undefined ? undefined : Number(places);
      return printed(thousandsName, data, system, loop, (value) => thousandsText(value, decimals));
    }
    if (plainName === APPROVAL) return whole;
    return printed(plainName!, data, system, loop, textOf);
  });
}

function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

function fillText(root: Node, data: Row, system: PrintSystemValues, loop?: Loop): void {
  for (const node of textNodes(root)) {
    const text = node.data;
    if (!text.includes('{')) continue;
    const next = replaced(text, data, system, loop);
    if (next !== text) node.data = next;
  }
}

/** The child table a row loops over: the first `{table.field}` naming a child table of the record. */
function loopTableOf(row: Element, data: Row): string | undefined {
  for (const match of (row.textContent ?? '').matchAll(LOOP_NAME)) if (Array.isArray(data[match[1]!])) return match[1];
  return undefined;
}

/** Each row naming a child table repeated per child row, filled with it. */
function expandLoops(root: Element, data: Row, system: PrintSystemValues): void {
  for (const row of [...root.querySelectorAll('tr')]) {
    const table = loopTableOf(row, data);
    if (!table) continue;
    for (const child of rowsOf(data, table)) {
      const copy = row.cloneNode(true) as Element;
      fillText(copy, data, system, { table, row: child });
      row.before(copy);
    }
    row.remove();
  }
}

/** JNPF's approval table: node, who, when, what, remark. */
function approvalTable(document: Document, records: readonly PrintOperatorRecord[]): HTMLTableElement {
  const table = document.createElement('table');
  table.className = 'print-approval';
  table.setAttribute('border', '1');
  const line = (cells: string[], head = false) => {
    const tr = table.insertRow();
    for (const text of cells) {
      const cell = document.createElement(head ? 'th' : 'td');
      cell.textContent = text;
      tr.append(cell);
    }
  };
  line(['节点名称', '操作人员', '操作时间', '执行动作', '备注'], true);
  for (const record of records)
    line([
      record.nodeName,
      record.userName,
      formatDate(record.handleTime),
      handleStatusNames[record.handleStatus] ?? '',
      record.handleOpinion ?? '',
    ]);
  return table;
}

/** Where the text says `{systemApprovalContent}`, the approval table (nothing when there are no records). */
function placeApproval(root: Element, records: readonly PrintOperatorRecord[]): void {
  const mark = `{${APPROVAL}}`;
  for (;;) {
    const node = textNodes(root).find((candidate) => candidate.data.includes(mark));
    if (!node) return;
    const rest = node.splitText(node.data.indexOf(mark));
    rest.data = rest.data.slice(mark.length);
    if (records.length) rest.before(approvalTable(root.ownerDocument, records));
  }
}

export interface FillInput {
  template: string;
  data: Row;
  records?: readonly PrintOperatorRecord[];
  system: PrintSystemValues;
}

/** The filled page as HTML, ready to insert (values are text nodes of a sanitised template). */
export function fillTemplate({ template, data, records = [], system }: FillInput, document: Document = window.document): string {
  const root = document.createElement('div');
  root.innerHTML = sanitizePrintHtml(template);
  expandLoops(root, data, system);
  fillText(root, data, system);
  placeApproval(root, records);
  return root.innerHTML;
}
