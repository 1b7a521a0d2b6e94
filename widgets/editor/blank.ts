/**
 * Whether the HTML holds no text and no image ('<p><br></p>' is empty). Apart from the sanitiser
 * (DOMPurify): the editor kind's description needs it eagerly for `isEmpty`.
 */
export function isBlankHtml(html: unknown): boolean {
  if (typeof html !== 'string' || html.trim() === '') return true;
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0|\s/g, '') === '';
}
