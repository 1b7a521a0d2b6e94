/**
 * Names of the tables and columns a form bound to real tables writes (reference 2.2: `__vModel__` is the
 * column; 5.6: `tablesData`). They come from the designer and become SQL identifiers, so they are held
 * to a strict rule before anything reads them: a letter, then letters, digits or underscores, at most
 * 50 characters, not a reserved word of PostgreSQL nor one of its system columns. The server also
 * quotes every one of them; the rule is what makes quoting enough. Pure: the editor checks with it too.
 */

/** Every bound table's SQL name starts with it: no designer's table can be one of the platform's. */
export const boundTablePrefix = 'form_';

export const boundNameMaxLength = 50;

const namePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

/** PostgreSQL's reserved key words (`pg_get_keywords()`, category R) and the system columns every table has. */
const reservedWords: ReadonlySet<string> = new Set(
  (
    'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create ' +
    'current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc ' +
    'distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral ' +
    'leading limit localtime localtimestamp not null offset on only or order placing primary references returning ' +
    'select session_user some symmetric system_user table then to trailing true union unique user using variadic when ' +
    'where window with ' +
    'oid tableoid xmin xmax cmin cmax ctid'
  ).split(' '),
);

/** What is wrong with a name, as the end of a sentence naming it ('只能…'), or undefined when it may be used. */
export function boundNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return '不能为空';
  if (name.length > boundNameMaxLength) return `不能超过 ${boundNameMaxLength} 个字符`;
  if (!namePattern.test(name)) return '只能包含字母、数字和下划线，且以字母开头';
  if (reservedWords.has(name.toLowerCase())) return '是数据库的保留字';
  return undefined;
}

/** The table's name in the database. */
export const boundSqlName = (table: string) => `${boundTablePrefix}${table}`;
