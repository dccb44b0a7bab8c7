import type { Bilingual } from '@iot/contract';
import { FUNCTIONS } from './functions.js';
import { EXPRESSION_LIMITS, ExpressionError, tokenize, type Token } from './tokens.js';

export type ExpressionNode =
  | { type: 'number'; value: number }
  | { type: 'name'; name: string }
  | { type: 'unary'; op: '-' | '+' | '!'; arg: ExpressionNode }
  | { type: 'binary'; op: string; left: ExpressionNode; right: ExpressionNode }
  | { type: 'conditional'; test: ExpressionNode; then: ExpressionNode; otherwise: ExpressionNode }
  | { type: 'call'; fn: string; args: ExpressionNode[] };

export const TOO_COMPLEX: Bilingual = { zh: '表达式过于复杂', en: 'expression too complex' };

export type ParseResult =
  { ok: true; ast: ExpressionNode; names: string[] } | { ok: false; error: Bilingual; position: number };

/** Binding power of the infix operators, lowest first; `^` binds tighter than unary minus (-2^2 = -4). */
const INFIX: ReadonlyMap<string, number> = new Map([
  ['||', 1],
  ['&&', 2],
  ['==', 3],
  ['!=', 3],
  ['<', 4],
  ['<=', 4],
  ['>', 4],
  ['>=', 4],
  ['+', 5],
  ['-', 5],
  ['*', 6],
  ['/', 6],
  ['%', 6],
  ['^', 8],
]);
const UNARY_POWER = 7;

/** A Pratt parser over the tokens, counting nesting depth and nodes as it goes. */
class Parser {
  private index = 0;
  private depth = 0;
  private nodes = 0;
  readonly names = new Set<string>();

  constructor(private readonly tokens: Token[]) {}

  parse(): ExpressionNode {
    const ast = this.expression();
    const next = this.peek();
    if (next.kind !== 'end') throw unexpected(next);
    return ast;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    return this.tokens[this.index++]!;
  }

  private isOp(value: string): boolean {
    const t = this.peek();
    return t.kind === 'op' && t.value === value;
  }

  private expect(value: string): void {
    const t = this.next();
    if (t.kind !== 'op' || t.value !== value)
      throw new ExpressionError(
        { zh: `应为 '${value}'，实际为${describe(t).zh}`, en: `expected '${value}', found ${describe(t).en}` },
        t.pos,
      );
  }

  private node<N extends ExpressionNode>(n: N, pos: number): N {
    if (++this.nodes > EXPRESSION_LIMITS.maxNodes) {
      const max = EXPRESSION_LIMITS.maxNodes;
      throw new ExpressionError({ zh: `表达式超过 ${max} 个部分`, en: `expression has more than ${max} parts` }, pos);
    }
    return n;
  }

  private nested<T>(pos: number, f: () => T): T {
    if (++this.depth > EXPRESSION_LIMITS.maxDepth) {
      const max = EXPRESSION_LIMITS.maxDepth;
      throw new ExpressionError({ zh: `表达式嵌套超过 ${max} 层`, en: `expression nested deeper than ${max}` }, pos);
    }
    const result = f();
    this.depth--;
    return result;
  }

  /** conditional := binary(0) ('?' conditional ':' conditional)? — right-associative. */
  private expression(): ExpressionNode {
    return this.nested(this.peek().pos, () => {
      const pos = this.peek().pos;
      const test = this.binary(0);
      if (!this.isOp('?')) return test;
      this.next();
      const then = this.expression();
      this.expect(':');
      const otherwise = this.expression();
      return this.node({ type: 'conditional', test, then, otherwise }, pos);
    });
  }

  private binary(minPower: number): ExpressionNode {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      const power = t.kind === 'op' ? INFIX.get(t.value) : undefined;
      if (power === undefined || power <= minPower) return left;
      this.next();
      const op = (t as { value: string }).value;
      // '^' is right-associative: its right side may hold another '^'.
      const right = this.nested(t.pos, () => this.binary(op === '^' ? power - 1 : power));
      left = this.node({ type: 'binary', op, left, right }, t.pos);
    }
  }

  private unary(): ExpressionNode {
    const t = this.peek();
    if (t.kind === 'op' && (t.value === '-' || t.value === '+' || t.value === '!')) {
      this.next();
      const arg = this.nested(t.pos, () => this.binary(UNARY_POWER));
      return this.node({ type: 'unary', op: t.value, arg }, t.pos);
    }
    return this.primary();
  }

  private primary(): ExpressionNode {
    const t = this.next();
    if (t.kind === 'number') return this.node({ type: 'number', value: t.value }, t.pos);
    if (t.kind === 'op' && t.value === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (t.kind === 'name') return this.isOp('(') ? this.call(t.value, t.pos) : this.name(t.value, t.pos);
    throw unexpected(t);
  }

  private name(name: string, pos: number): ExpressionNode {
    this.names.add(name);
    return this.node({ type: 'name', name }, pos);
  }

  private call(fn: string, pos: number): ExpressionNode {
    const def = FUNCTIONS.get(fn);
    if (!def) throw new ExpressionError({ zh: `未知函数 '${fn}'`, en: `unknown function '${fn}'` }, pos);
    this.next();
    const args: ExpressionNode[] = [];
    if (!this.isOp(')')) {
      args.push(this.expression());
      while (this.isOp(',')) {
        this.next();
        args.push(this.expression());
      }
    }
    this.expect(')');
    if (args.length < def.min || args.length > def.max) {
      const [zh, en] =
        def.min === def.max ? [`${def.min}`, `${def.min}`] : [`${def.min} 到 ${def.max}`, `${def.min} to ${def.max}`];
      throw new ExpressionError(
        {
          zh: `${fn} 需要 ${zh} 个参数，实际为 ${args.length} 个`,
          en: `${fn} takes ${en} arguments, got ${args.length}`,
        },
        pos,
      );
    }
    return this.node({ type: 'call', fn, args }, pos);
  }
}

function describe(t: Token): Bilingual {
  if (t.kind === 'end') return { zh: '表达式结尾', en: 'end of expression' };
  if (t.kind === 'op') return { zh: `符号 '${t.value}'`, en: `'${t.value}'` };
  return { zh: `${t.kind === 'name' ? '名称' : '数字'} '${t.value}'`, en: `${t.kind} '${t.value}'` };
}

const unexpected = (t: Token) =>
  new ExpressionError({ zh: `意外的${describe(t).zh}`, en: `unexpected ${describe(t).en}` }, t.pos);

/** Parses an expression of the custom-data language; never throws. */
export function parseExpression(src: string): ParseResult {
  try {
    const parser = new Parser(tokenize(src));
    const ast = parser.parse();
    return { ok: true, ast, names: [...parser.names] };
  } catch (e) {
    if (e instanceof ExpressionError) return { ok: false, error: e.text, position: e.position };
    if (e instanceof RangeError) return { ok: false, error: TOO_COMPLEX, position: 0 };
    throw e;
  }
}
