/**
 * The sign-in log's note (`abstracts`) in the interface language. The server writes a fixed English
 * word per outcome (server/auth/sign-in.ts); those known ones are translated, anything else (older rows,
 * notes of other origins) is shown as stored.
 */
const noteKeys: Readonly<Record<string, string>> = {
  'sign-in': 'signIn',
  'wrong password': 'wrongPassword',
  'unknown account': 'unknownAccount',
  disabled: 'disabled',
  locked: 'locked',
};

export function signInNote(abstracts: string, t: (key: string) => string): string {
  const key = noteKeys[abstracts.trim().toLowerCase()];
  return key ? t(`log.notes.${key}`) : abstracts;
}
