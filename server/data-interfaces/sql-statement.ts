/**
 * Reads an interface's SQL as PostgreSQL lexes it, enough to find its `@name` parameters outside string
 * literals, quoted identifiers, comments and dollar quotes, and to replace them with bound `$n`
 * placeholders: a parameter's value is never part of the statement's text. Also tells the statement's
 * first keyword, whether it is more than one statement and whether it uses `$1` placeholders itself.
 */
export interface ScannedSql {
  /** The statement with a trailing `;` (and what follows it) left out. */
  text: string;
  /** The `@name` parameters in order of first appearance. */
  parameters: string[];
  /** The first word (lower case), parentheses and comments skipped: select, with, values, insert… */
  firstWord: string;
  /** Something other than comments follows a `;`. */
  severalStatements: boolean;
  /** A `$1` placeholder written in the SQL (outside literals). */
  dollarPlaceholder: boolean;
}

const identifierChar = /[A-Za-z0-9_$\u0080-\uffff]/;
const parameterStart = /[A-Za-z_]/;
const parameterChar = /[A-Za-z0-9_]/;

interface Piece {
  /** Code (where parameters and `;` mean something) or anything else, kept as it is. */
  code: boolean;
  text: string;
}

/** The SQL cut into code and the literals, identifiers and comments between it. */
function pieces(sql: string): Piece[] {
  const out: Piece[] = [];
  let code = '';
  const flush = () => {
    if (code) out.push({ code: true, text: code });
    code = '';
  };
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    const previous = i > 0 ? sql[i - 1]! : '';
    let end = -1;
    if (char === "'") {
      // E'…' strings take backslash escapes; the others double the quote.
      const escaped = /[eE]/.test(previous) && (i < 2 || !identifierChar.test(sql[i - 2]!));
      end = i + 1;
      while (end < sql.length) {
        if (escaped && sql[end] === '\\') end += 2;
        else if (sql[end] === "'" && sql[end + 1] === "'") end += 2;
        else if (sql[end] === "'") break;
        else end += 1;
      }
      end = Math.min(end + 1, sql.length);
    } else if (char === '"') {
      end = i + 1;
      while (end < sql.length && !(sql[end] === '"' && sql[end + 1] !== '"')) end += sql[end] === '"' ? 2 : 1;
      end = Math.min(end + 1, sql.length);
    } else if (char === '-' && next === '-') {
      end = sql.indexOf('\n', i);
      end = end < 0 ? sql.length : end;
    } else if (char === '/' && next === '*') {
      let depth = 0;
      end = i;
      do {
        const step = sql.startsWith('/*', end) ? 1 : sql.startsWith('*/', end) ? -1 : 0;
        depth += step;
        end += step ? 2 : 1;
      } while (depth > 0 && end < sql.length);
    } else if (char === '$' && !identifierChar.test(previous)) {
      const tag = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(sql.slice(i));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        end = close < 0 ? sql.length : close + tag[0].length;
      }
    }
    if (end > i) {
      flush();
      out.push({ code: false, text: sql.slice(i, end) });
      i = end;
    } else {
      code += char;
      i += 1;
    }
  }
  flush();
  return out;
}

/** Replaces each `@name` of the SQL's code with `placeholder(name)`; the rest of the text stays as it is. */
export function scanSql(sql: string, placeholder: (name: string) => string = (name) => `@${name}`): ScannedSql {
  const parameters: string[] = [];
  let text = '';
  let firstWord = '';
  let ended = false;
  let severalStatements = false;
  let dollarPlaceholder = false;
  for (const piece of pieces(sql)) {
    if (!piece.code) {
      const comment = piece.text.startsWith('--') || piece.text.startsWith('/*');
      if (ended && !comment) severalStatements = true;
      if (!ended) text += piece.text;
      if (!comment && !firstWord) firstWord = '?';
      continue;
    }
    const source = piece.text;
    let i = 0;
    while (i < source.length) {
      const char = source[i]!;
      const previous = i > 0 ? source[i - 1]! : text.slice(-1);
      if (ended) {
        if (!/\s|;/.test(char)) severalStatements = true;
        i += 1;
        continue;
      }
      if (char === ';') {
        ended = true;
        i += 1;
        continue;
      }
      if (!firstWord && /[A-Za-z_]/.test(char)) firstWord = /^[A-Za-z_]+/.exec(source.slice(i))![0].toLowerCase();
      else if (!firstWord && !/[\s(]/.test(char)) firstWord = '?';
      if (char === '$' && /\d/.test(source[i + 1] ?? '') && !identifierChar.test(previous)) dollarPlaceholder = true;
      if (char === '@' && parameterStart.test(source[i + 1] ?? '') && !/[<@]/.test(previous) && !identifierChar.test(previous)) {
        let end = i + 1;
        while (end < source.length && parameterChar.test(source[end]!)) end += 1;
        const name = source.slice(i + 1, end);
        if (!parameters.includes(name)) parameters.push(name);
        text += placeholder(name);
        i = end;
        continue;
      }
      text += char;
      i += 1;
    }
  }
  return { text: text.trim(), parameters, firstWord, severalStatements, dollarPlaceholder };
}
