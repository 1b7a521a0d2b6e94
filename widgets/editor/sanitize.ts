/**
 * Rich text is stored as HTML and shown as HTML, so it is sanitised (DOMPurify) whenever it leaves
 * the editor and before it is shown: no scripts, event handlers or `javascript:` links; links that
 * open a new window get rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'div',
  'br',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'ol',
  'ul',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
  'code',
  'sub',
  'sup',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'font',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style', 'src', 'alt', 'title', 'colspan', 'rowspan', 'color', 'align'];

let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** Whether the HTML holds no text and no image ('<p><br></p>' is empty). */
export function isBlankHtml(html: unknown): boolean {
  if (typeof html !== 'string' || html.trim() === '') return true;
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0|\s/g, '') === '';
}
