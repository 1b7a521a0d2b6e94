/**
 * A conservative allow-list HTML sanitiser for message and notice bodies, written on the server
 * where there is no DOM (DOMPurify needs one; jsdom is a development dependency only).
 *
 * The output is rebuilt from tokens, never copied: text is escaped, tags are only those allowed, and
 * attributes are only those allowed, decoded, checked and re-quoted. Whatever a browser would make of
 * the input, the output can hold no markup other than what is rebuilt here.
 */

const words = (list: string) => new Set(list.split(' '));

const allowedTags = words(
  'a b blockquote br caption code col colgroup del div em font h1 h2 h3 h4 h5 h6 hr i img ins li ol p pre s small span strike strong sub sup table tbody td tfoot th thead tr u ul',
);

const voidTags = words('br col hr img');

/** Elements dropped together with everything inside them. */
const droppedWithContent = words(
  'script style iframe frame frameset object embed applet template noscript noembed noframes textarea select option title xmp plaintext svg math head form button',
);

const globalAttributes = words('style title align class dir lang');
const tagAttributes: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  font: new Set(['color', 'size', 'face']),
  table: new Set(['border', 'cellpadding', 'cellspacing', 'width']),
  td: new Set(['colspan', 'rowspan', 'width', 'valign']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  ol: new Set(['start', 'type']),
};

const allowedStyleProperties = words(
  'color background-color font-size font-weight font-style font-family text-align text-decoration text-indent line-height letter-spacing vertical-align white-space width height max-width margin margin-top margin-right margin-bottom margin-left padding padding-top padding-right padding-bottom padding-left border border-top border-right border-bottom border-left border-color border-width border-style border-collapse list-style-type',
);

// Sticky (y): matched at an index, so a long body is never copied piece by piece.
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function sanitiseHtml(input: string): string {
  let out = '';
  let index = 0;
  while (index < input.length) {
    const next = input.indexOf('<', index);
    if (next < 0) {
      out += escapeText(input.slice(index));
      break;
    }
    out += escapeText(input.slice(index, next));
    index = next;
    if (input.startsWith('<!--', index)) {
      const end = input.indexOf('-->', index + 4);
      index = end < 0 ? input.length : end + 3;
      continue;
    }
    if (input[index + 1] === '!' || input[index + 1] === '?') {
      // Doctype, CDATA, processing instruction: dropped.
      const end = input.indexOf('>', index);
      index = end < 0 ? input.length : end + 1;
      continue;
    }
    tagPattern.lastIndex = index;
    const match = /[a-zA-Z/]/.test(input[index + 1] ?? '') ? tagPattern.exec(input) : null;
    if (!match) {
      out += '&lt;';
      index += 1;
      continue;
    }
    index += match[0].length;
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    if (!closing && droppedWithContent.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'gi');
      close.lastIndex = index;
      index = close.exec(input) ? close.lastIndex : input.length;
      continue;
    }
    if (!allowedTags.has(name)) continue;
    if (closing) {
      if (!voidTags.has(name)) out += `</${name}>`;
      continue;
    }
    out += `<${name}${sanitiseAttributes(name, match[3] ?? '')}>`;
  }
  return out;
}

function sanitiseAttributes(tag: string, text: string): string {
  const seen = new Set<string>();
  let out = '';
  for (const match of text.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name) || !(globalAttributes.has(name) || tagAttributes[tag]?.has(name))) continue;
    seen.add(name);
    const value = checkedValue(tag, name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    if (value === undefined) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && seen.has('target')) out += ' rel="noopener noreferrer"';
  return out;
}

function checkedValue(tag: string, name: string, value: string): string | undefined {
  switch (name) {
    case 'href':
      return safeUrl(value, false);
    case 'src':
      return safeUrl(value, tag === 'img');
    case 'style':
      return sanitiseStyle(value) || undefined;
    case 'target':
      return value === '_blank' ? value : undefined;
    case 'rel':
      return undefined; // always set by us together with target
    case 'class':
      return /^[\w\s-]*$/.test(value) ? value : undefined;
    default:
      return value.length <= 500 ? value : undefined;
  }
}

/** http(s), mailto, our own relative addresses, and for images inline raster data. */
function safeUrl(value: string, allowImageData: boolean): string | undefined {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:)/i.test(compact)) return value.trim();
  if (allowImageData && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(compact)) return compact;
  if (/^[a-z][a-z0-9+.-]*:/i.test(compact)) return undefined;
  if (compact.startsWith('//')) return undefined;
  return value.trim();
}

function sanitiseStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!allowedStyleProperties.has(property)) continue;
    // Keywords, numbers, units, colours, plain font names: nothing that can load or run anything.
    if (!/^[#(),.%\w\s"'-]+$/.test(value) || /url|expression|script|\\/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

/** Text keeps well-formed character references; every other `&`, `<` and `>` is escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!#x[0-9a-f]+;|#\d+;|[a-z][a-z0-9]*;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
