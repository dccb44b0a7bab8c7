import type { Bilingual } from '@iot/contract';

/** Limits of the expression language (the spec leaves them to us). */
export const EXPRESSION_LIMITS = { maxLength: 1000, maxDepth: 50, maxNodes: 500, maxMagnitude: 1e15 } as const;

export type Token =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'name'; value: string; pos: number }
  | { kind: 'op'; value: string; pos: number }
  | { kind: 'end'; pos: number };

/** A refusal of the source, said in both languages, at a character position. */
export class ExpressionError extends Error {
  constructor(
    readonly text: Bilingual,
    readonly position: number,
  ) {
    super(text.en);
  }
}

const WORD_OPS: ReadonlyMap<string, string> = new Map([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
]);
const TWO_CHAR_OPS = new Set(['<=', '>=', '==', '!=', '&&', '||']);
const ONE_CHAR_OPS = new Set(['+', '-', '*', '/', '%', '^', '<', '>', '!', '?', ':', '(', ')', ',']);

const NUMBER = /^(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
// Letters of any script (Chinese variable names), digits and '_' after the first character.
const NAME = /^[\p{L}_][\p{L}\p{N}_]*/u;

/**
 * Splits the source into tokens. A name with spaces, dots or operators in it is written in braces:
 * `{Boiler 1.temperature}`; the braces only quote, they never look inside an object.
 */
export function tokenize(src: string): Token[] {
  if (src.length > EXPRESSION_LIMITS.maxLength) {
    throw new ExpressionError(
      {
        zh: `表达式超过 ${EXPRESSION_LIMITS.maxLength} 个字符`,
        en: `expression longer than ${EXPRESSION_LIMITS.maxLength} characters`,
      },
      0,
    );
  }
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < src.length) {
    const rest = src.slice(pos);
    const ch = rest[0]!;
    if (/\s/.test(ch)) {
      pos++;
      continue;
    }
    const num = NUMBER.exec(rest);
    if (num) {
      const text = num[0];
      const value = /^0[xX]/.test(text) ? parseInt(text.slice(2), 16) : Number(text);
      if (!Number.isFinite(value) || Math.abs(value) > EXPRESSION_LIMITS.maxMagnitude) {
        throw new ExpressionError({ zh: '数值超出范围', en: 'number out of range' }, pos);
      }
      if (NAME.test(src.slice(pos + text.length)))
        throw new ExpressionError({ zh: '意外的字符', en: 'unexpected character' }, pos + text.length);
      tokens.push({ kind: 'number', value, pos });
      pos += text.length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      const op = WORD_OPS.get(name[0]);
      tokens.push(op ? { kind: 'op', value: op, pos } : { kind: 'name', value: name[0], pos });
      pos += name[0].length;
      continue;
    }
    if (ch === '{') {
      const close = src.indexOf('}', pos + 1);
      const quoted = close < 0 ? '' : src.slice(pos + 1, close).trim();
      if (close < 0) throw new ExpressionError({ zh: "缺少 '}'", en: "missing '}'" }, pos);
      if (!quoted || quoted.includes('{'))
        throw new ExpressionError({ zh: '花括号中的名称为空或无效', en: 'empty or invalid quoted name' }, pos);
      tokens.push({ kind: 'name', value: quoted, pos });
      pos = close + 1;
      continue;
    }
    if (ch === '.') throw new ExpressionError({ zh: '不允许访问属性', en: 'property access is not allowed' }, pos);
    const two = rest.slice(0, 2);
    if (TWO_CHAR_OPS.has(two)) {
      tokens.push({ kind: 'op', value: two, pos });
      pos += 2;
      continue;
    }
    if (ONE_CHAR_OPS.has(ch)) {
      tokens.push({ kind: 'op', value: ch, pos });
      pos++;
      continue;
    }
    throw new ExpressionError({ zh: `意外的字符 '${ch}'`, en: `unexpected character '${ch}'` }, pos);
  }
  tokens.push({ kind: 'end', pos: src.length });
  return tokens;
}
