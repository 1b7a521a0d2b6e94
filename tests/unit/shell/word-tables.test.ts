/**
 * Walks every word table of the interface in its three languages: each has the same keys, English has no
 * Chinese left in it and one spelling, and a traditional Chinese word is not still the Simplified text.
 */
import { describe, expect, it } from 'vitest';
import { pageWordTables } from '../../../engine/page/words';
import { chatBundles } from '../../../screens/chat/i18n';
import { dataViewBundles } from '../../../screens/dataview/i18n';
import { lockScreenBundles } from '../../../screens/lock-screen/i18n';
import { messagesBundles } from '../../../screens/messages/i18n';
import { passwordBundles } from '../../../screens/password/i18n';
import { profileBundles } from '../../../screens/profile/i18n';
import { en } from '../../../shell/i18n/en';
import { menuTitlesEn, menuTitlesZhtw } from '../../../shell/i18n/menu-titles';
import { zh } from '../../../shell/i18n/zh';
import { zhtw } from '../../../shell/i18n/zhtw';
import { messagingBundles } from '../../../shell/messaging/i18n';
import { seedSystems } from '../../../server/seed/menus';
import type { SeedMenu } from '../../../server/seed/seed-types';
import { routeName } from '../../../shell/menu/menu-routes';

type Table = Record<'zh' | 'en' | 'zhtw', object>;

const tables: Record<string, Table> = {
  shell: { zh, en, zhtw },
  page: pageWordTables,
  chat: chatBundles,
  dataView: dataViewBundles,
  lockScreen: lockScreenBundles,
  messages: messagesBundles,
  password: passwordBundles,
  profile: profileBundles,
  messaging: messagingBundles,
};

/** Keys whose words are the same in every language on purpose (a language's own name). */
const sameEverywhere = [/^languages\./];

/** Menu titles have their own check (below): the Simplified ones come from the server, not a table. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (path === 'menu' && (node === zh || node === en || node === zhtw)) continue;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const cjk = /[\u3400-\u9fff]/;

/**
 * Characters that exist only in Simplified Chinese, learned from the tables themselves: where a Chinese
 * word and its traditional form have the same length and differ at a position, the Simplified character
 * there has another traditional form, unless a translated traditional word uses it too (then the two
 * words only chose differently, as 消息 and 訊息).
 */
function simplifiedOnly(): Set<string> {
  const chars = new Set<string>();
  const pairs: [string, string][] = [];
  for (const table of Object.values(tables)) {
    const simplified = flatten(table.zh);
    for (const [key, traditional] of flatten(table.zhtw)) pairs.push([simplified.get(key) ?? '', traditional]);
  }
  for (const [key, title] of Object.entries(menuTitlesZhtw)) pairs.push([simplifiedMenu[key] ?? '', title]);
  const traditional = new Set(pairs.filter(([s, t]) => s !== t).flatMap(([, t]) => [...t]));
  for (const [s, t] of pairs) {
    if (s.length !== t.length || s === t) continue;
    for (let i = 0; i < s.length; i++) if (s[i] !== t[i] && cjk.test(s[i]!) && !traditional.has(s[i]!)) chars.add(s[i]!);
  }
  return chars;
}

/** The Simplified menu titles are the seeded menus' fullNames, by route name (enCode with dots as dashes). */
const simplifiedMenu: Record<string, string> = {};
const walk = (items: readonly SeedMenu[]) => {
  for (const item of items) {
    simplifiedMenu[routeName(item.enCode)] = item.fullName;
    walk(item.children ?? []);
  }
};
for (const system of seedSystems) {
  simplifiedMenu[system.enCode] = system.fullName;
  walk(system.menus);
}

describe('word tables of the three languages', () => {
  const learned = simplifiedOnly();

  it('learned enough Simplified-only characters to check with', () => {
    expect(learned.size).toBeGreaterThan(50);
    for (const c of '关键词请输询') expect(learned.has(c), c).toBe(true);
  });

  for (const [name, table] of Object.entries(tables)) {
    describe(name, () => {
      const zhWords = flatten(table.zh);
      const enWords = flatten(table.en);
      const twWords = flatten(table.zhtw);

      it('has every key in every language', () => {
        expect([...enWords.keys()].sort()).toEqual([...zhWords.keys()].sort());
        expect([...twWords.keys()].sort()).toEqual([...zhWords.keys()].sort());
      });

      it('has no Chinese left in English', () => {
        const left = [...enWords].filter(([key, word]) => cjk.test(word) && !sameEverywhere.some((re) => re.test(key)));
        expect(left).toEqual([]);
      });

      it('has no Simplified Chinese text left in traditional Chinese', () => {
        const left = [...twWords].filter(
          ([key, word]) => word === zhWords.get(key) && [...word].some((c) => learned.has(c)) && !sameEverywhere.some((re) => re.test(key)),
        );
        expect(left).toEqual([]);
      });
    });
  }

  it('spells English one way (American: -ization, center, color)', () => {
    const all = [...Object.values(tables).flatMap((table) => [...flatten(table.en).values()]), ...Object.values(menuTitlesEn)];
    expect(all.filter((word) => /isation|centre|colour|licence/i.test(word))).toEqual([]);
  });

  it('translates every seeded menu title in English and traditional Chinese, none left in Simplified Chinese', () => {
    expect(Object.keys(menuTitlesEn).sort()).toEqual(Object.keys(simplifiedMenu).sort());
    expect(Object.keys(menuTitlesZhtw).sort()).toEqual(Object.keys(simplifiedMenu).sort());
    expect(Object.values(menuTitlesEn).filter((title) => cjk.test(title))).toEqual([]);
    const left = Object.entries(menuTitlesZhtw).filter(
      ([key, title]) => title === simplifiedMenu[key] && [...title].some((c) => learned.has(c)),
    );
    expect(left).toEqual([]);
  });
});
