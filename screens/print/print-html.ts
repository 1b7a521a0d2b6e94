/**
 * Template HTML as the browser shows it (editor, preview, print): sanitised by DOMPurify with the tags
 * and attributes a printed page needs (tables with borders and widths, classes for page breaks),
 * and never scripts, handlers or `javascript:` links. The server stores templates sanitised already
 * (server/print/template-source.ts); this is the second lock, on what the browser is about to insert.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'del',
  'div',
  'em',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = [
  'style',
  'title',
  'align',
  'class',
  'dir',
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'color',
  'size',
  'face',
  'border',
  'cellpadding',
  'cellspacing',
  'colspan',
  'rowspan',
  'valign',
];

/** The class of the element that ends a printed page (JNPF's `<!-- pagebreak -->`). */
export const PAGE_BREAK_CLASS = 'print-page-break';
export const pageBreakHtml = `<div class="${PAGE_BREAK_CLASS}"></div>`;

export function sanitizePrintHtml(html: string): string {
  return DOMPurify.sanitize(html.replace(/<!--\s*pagebreak\s*-->/gi, pageBreakHtml), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}
