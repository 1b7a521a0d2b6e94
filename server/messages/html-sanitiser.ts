/**
 * The allow-list HTML sanitiser of message and notice bodies: DOMPurify over a jsdom window (the
 * server has no DOM of its own). The document is parsed as a browser parses it, so what is kept is
 * what a browser would show, and text inside elements that are dropped (an unclosed `<math>`, say)
 * is kept as text instead of being lost with them.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const words = (list: string) => list.split(' ');

const allowedTags = words(
  'a b blockquote br caption code col colgroup del div em font h1 h2 h3 h4 h5 h6 hr i img ins li ol p pre s small span strike strong sub sup table tbody td tfoot th thead tr u ul',
);

const allowedAttributes = words(
  'style title align class dir lang href target rel src alt width height color size face border cellpadding cellspacing colspan rowspan valign span start type',
);

/** Elements dropped together with everything inside them; other disallowed elements leave their text. */
const droppedWithContent = words(
  'script style iframe frame frameset object embed applet template noscript noembed noframes textarea select option title xmp plaintext head form button audio video',
);

const allowedStyleProperties = new Set(
  words(
    'color background-color font-size font-weight font-style font-family text-align text-decoration text-indent line-height letter-spacing vertical-align white-space width height max-width margin margin-top margin-right margin-bottom margin-left padding padding-top padding-right padding-bottom padding-left border border-top border-right border-bottom border-left border-color border-width border-style border-collapse list-style-type',
  ),
);

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  FORBID_CONTENTS: droppedWithContent,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: DOMPurify | undefined;

function createPurifier(): DOMPurify {
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = checkedValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
}

export function sanitiseHtml(input: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(input, config) as string;
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
      return undefined; // set by the hook together with target
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

/** Keywords, numbers, units, colours, plain font names: nothing that can load or run anything. */
function sanitiseStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!allowedStyleProperties.has(property)) continue;
    if (!/^[#(),.%\w\s"'-]+$/.test(value) || /url|expression|script|\\/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
