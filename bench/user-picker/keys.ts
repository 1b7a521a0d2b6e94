/**
 * What the user picker benchmark types into the dialog's search box, one key at a time, each keyword
 * deleted again with Backspace (the last Backspace of each brings the tree back, with no call). Over
 * bench:resources' users (`用户n` / `benchn`, n = 1 to 100,000) and the seed's (张伟…):
 *
 *  - 用户4242: 用 and 用户 match every generated user, 用户4 some 11,000, down to 11 for 用户4242;
 *  - 张伟: one user (the seed's 张伟), and one or two characters make no trigram, so the database
 *    reads every user to find it: the slow case of a rare keyword;
 *  - 99999: the account and name digits, from some 41,000 users (9) down to one.
 */
export const SEARCH_KEYS: readonly string[] = [
  ...['用', '户', '4', '2', '4', '2'],
  ...Array<string>(6).fill('Backspace'),
  ...['张', '伟'],
  ...Array<string>(2).fill('Backspace'),
  ...['9', '9', '9', '9', '9'],
  ...Array<string>(5).fill('Backspace'),
];

export interface TypedKey {
  key: string;
  /** What the box holds after the key. */
  keyword: string;
  /** The first key of a keyword (typed into an empty box). */
  first: boolean;
}

/** Each key with what the box holds after it. */
export function typedKeys(keys: readonly string[] = SEARCH_KEYS): TypedKey[] {
  let keyword = '';
  return keys.map((key) => {
    const first = keyword === '' && key !== 'Backspace';
    keyword = key === 'Backspace' ? keyword.slice(0, -1) : keyword + key;
    return { key, keyword, first };
  });
}

/** The keywords the keys pass through, each once. */
export const KEYWORDS: readonly string[] = [
  ...new Set(
    typedKeys()
      .map((typed) => typed.keyword)
      .filter(Boolean),
  ),
];
