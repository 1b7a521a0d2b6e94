import { afterEach, describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../server/messages/html-sanitiser';

/**
 * Inserts the HTML into the page and fires the events inline handlers listen to. Whatever ran left
 * its name in `data-pwned`. (jsdom does not run inserted script elements: `dangers` finds those.)
 */
function runEverything(html: string): string[] {
  const marks = document.documentElement.dataset;
  marks.pwned = '';
  const host = document.createElement('div');
  document.body.append(host);
  host.append(document.createRange().createContextualFragment(html));
  for (const element of host.querySelectorAll('*')) {
    for (const type of ['load', 'error', 'click', 'mouseover', 'focus', 'toggle', 'animationstart']) element.dispatchEvent(new Event(type));
  }
  return marks.pwned.split(';').filter(Boolean);
}

/** What a browser would run or load from the parsed result: handlers, script elements, script links. */
function dangers(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    if (/^(script|iframe|svg|math|object|embed|form|button|style)$/i.test(element.tagName)) found.push(element.tagName);
    for (const attribute of element.attributes) {
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attribute.name.startsWith('on')) found.push(attribute.name);
      if (/^(javascript:|vbscript:|data:text|\/\/)/.test(value) || value.includes('url(')) found.push(`${attribute.name}=${value}`);
    }
  }
  return found;
}

const mark = (name: string) => `document.documentElement.dataset.pwned+=';${name}'`;

const attacks = [
  `<script>${mark('script')}</script>`,
  `<img src=x onerror="${mark('onerror')}">`,
  `<p onclick="${mark('onclick')}">click</p>`,
  `<svg onload="${mark('svg')}"><circle r="1"/></svg>`,
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">entity</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href=" JAVASCRIPT:alert(1)">spaces</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  `<scr<script>ipt>${mark('split')}</script>`,
  `<img src="x" / onerror="${mark('slash')}">`,
  '<div style="background:url(javascript:alert(1))">style</div>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  `<details open ontoggle="${mark('toggle')}">d</details>`,
  `<!--><img src=x onerror="${mark('comment')}">-->`,
  '<form><button formaction="javascript:alert(1)">b</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<a href="//evil.example/x">protocol-relative</a>',
];

describe('the server-side HTML sanitiser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('detects the attacks when they are not sanitised (the checks themselves work)', () => {
    expect(runEverything(attacks.slice(0, 4).join(''))).toEqual(expect.arrayContaining(['onerror', 'onclick', 'svg']));
    expect(dangers(attacks.join(''))).toEqual(
      expect.arrayContaining(['SCRIPT', 'onerror', 'href=javascript:alert(1)', 'IFRAME', 'style=background:url(javascript:alert(1))']),
    );
  });

  it.each(attacks)('lets nothing of %s run', (attack) => {
    const clean = sanitiseHtml(attack);
    expect(runEverything(clean)).toEqual([]);
    expect(dangers(clean)).toEqual([]);
  });

  it('keeps the formatting of a rich-text body', () => {
    const body =
      '<h2 style="text-align: center">停热通知</h2><p>尊敬的用户：<br><strong>12月1日</strong> 8:00 至 <em>18:00</em> ' +
      '<span style="color: #f5222d; font-size: 16px">城东片区</span>停热。</p><ul><li>一</li><li>二</li></ul>' +
      '<table border="1"><tbody><tr><td colspan="2">表</td></tr></tbody></table>' +
      '<a href="https://heat.example/notice?id=1&amp;x=2" target="_blank">详情</a><img src="/api/file/Image/annexpic/a.png" alt="图" width="100">';
    expect(sanitiseHtml(body)).toBe(
      '<h2 style="text-align: center">停热通知</h2><p>尊敬的用户：<br><strong>12月1日</strong> 8:00 至 <em>18:00</em> ' +
        '<span style="color: #f5222d; font-size: 16px">城东片区</span>停热。</p><ul><li>一</li><li>二</li></ul>' +
        '<table border="1"><tbody><tr><td colspan="2">表</td></tr></tbody></table>' +
        '<a href="https://heat.example/notice?id=1&amp;x=2" target="_blank" rel="noopener noreferrer">详情</a><img src="/api/file/Image/annexpic/a.png" alt="图" width="100">',
    );
  });

  it('escapes stray markup characters in text and keeps what character references mean', () => {
    expect(sanitiseHtml('a < b && c > d &amp; &#169; <3')).toBe('a &lt; b &amp;&amp; c &gt; d &amp; © &lt;3');
    expect(sanitiseHtml('<p title="&quot;><script>">x</p>')).toBe('<p title="&quot;&gt;&lt;script&gt;">x</p>');
  });

  it('drops unknown tags but keeps their text, and drops script-like elements with their content', () => {
    expect(sanitiseHtml('<custom-tag>text</custom-tag><style>p{}</style><center>c</center>')).toBe('textc');
  });

  it('keeps inline raster images and drops other data addresses', () => {
    expect(sanitiseHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(sanitiseHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
  });

  it('keeps the text after an unclosed <math> or <svg> tag', () => {
    expect(sanitiseHtml('<p>停热通知</p><math><mi>x</mi> 城东片区 12 月 1 日停热')).toBe('<p>停热通知</p>x 城东片区 12 月 1 日停热');
    expect(sanitiseHtml('前<svg><text>中</text> 后')).toBe('前中 后');
  });

  it('leaves nothing that runs in a megabyte of hostile markup', () => {
    const input = '<a x=\'<a y="'.repeat(100_000);
    const clean = sanitiseHtml(input);
    expect(dangers(clean)).toEqual([]);
  });
});
