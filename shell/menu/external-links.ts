import { encodeFrameHref } from '../../screens/basic/frame-href';

/**
 * Addresses of the menu items that do not open a page of their own (spec 000 section 2.3, reference
 * section 1.5): type 6 visualisation views and type 7 external links shown in a new window or in the
 * embedded-frame route `/externalLink`.
 */

/** What the placeholders of a link stand for. */
export interface LinkContext {
  /** The stored token, scheme included (`bearer …`). */
  token: string;
  /** Address of the visualisation host (`${dataV}`). */
  dataV: string;
  /** `location.origin`, put in front of relative addresses. */
  origin: string;
}

/** The visualisation host when the configuration names none: `/DataV` on this site, as the original. */
export function defaultDataVHost(origin: string): string {
  return `${origin}/DataV`;
}

/**
 * Type 7: `${dataV}` and `${jnpfToken}` substituted (the token URL-encoded: it holds a space), and a
 * relative address made absolute with the site's origin.
 */
export function externalLinkUrl(urlAddress: string, ctx: LinkContext): string {
  const url = urlAddress.replaceAll('${dataV}', ctx.dataV).replaceAll('${jnpfToken}', encodeURIComponent(ctx.token));
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${ctx.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Type 6: `${dataV}/view/${moduleId}?token=<token>`. */
export function dataVUrl(moduleId: string, ctx: LinkContext): string {
  return `${ctx.dataV}/view/${encodeURIComponent(moduleId)}?token=${encodeURIComponent(ctx.token)}`;
}

export const EXTERNAL_LINK_PATH = '/externalLink';

/** `/externalLink?href=<URL-encoded Base64 of the address>`. */
export function frameRoutePath(url: string): string {
  return `${EXTERNAL_LINK_PATH}?href=${encodeURIComponent(encodeFrameHref(url))}`;
}
