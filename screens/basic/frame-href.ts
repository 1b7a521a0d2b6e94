/** The `href` query of the embedded-frame route `/externalLink`: the address as Base64 of its UTF-8 bytes. */

export function encodeFrameHref(url: string): string {
  const bytes = new TextEncoder().encode(url);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The address in an `href` value (already URL-decoded); `null` when it is not Base64 of an http(s) address. */
export function decodeFrameHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const binary = atob(href);
    const url = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    // Only web pages: a `javascript:` or `data:` address must not run in our origin's frame.
    return /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}
