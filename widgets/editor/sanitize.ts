/**
 * Rich text is stored as HTML and shown as HTML, so it is sanitised (DOMPurify) whenever it leaves
 * the editor and before it is shown: no scripts, event handlers or `javascript:` links; links that
 * open a new window get rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';

export { isBlankHtml } from './blank';

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
