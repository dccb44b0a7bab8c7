import type { Bilingual } from '@iot/contract';
import { FUNCTIONS } from './functions.js';
import { TOO_COMPLEX, type ExpressionNode } from './parser.js';
import { EXPRESSION_LIMITS } from './tokens.js';

export type EvalResult = { ok: true; value: number } | { ok: false; error: Bilingual };

/** Gives the value of a name, or undefined when the name is unknown or has no value yet. */
export type Resolve = (name: string) => number | undefined;

class EvalError extends Error {
  constructor(readonly text: Bilingual) {
    super(text.en);
  }
}

const DIVISION_BY_ZERO: Bilingual = { zh: '除数为零', en: 'division by zero' };

/** A resolver over a plain record that only sees its own keys (`__proto__`, `toString` stay unknown). */
export function resolverOf(values: Readonly<Record<string, number>>): Resolve {
  return (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
}

function checked(value: number): number {
  if (Number.isNaN(value)) throw new EvalError({ zh: '结果不是数字', en: 'result is not a number' });
  if (!Number.isFinite(value) || Math.abs(value) > EXPRESSION_LIMITS.maxMagnitude) {
    throw new EvalError({ zh: '结果超出范围', en: 'result out of range' });
  }
  return value;
}

const truthy = (x: number) => x !== 0;
const flag = (b: boolean) => (b ? 1 : 0);

function binary(op: string, a: number, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      if (b === 0) throw new EvalError(DIVISION_BY_ZERO);
      return a / b;
    case '%':
      if (b === 0) throw new EvalError(DIVISION_BY_ZERO);
      return a % b;
    case '^':
      return a ** b;
    case '<':
      return flag(a < b);
    case '<=':
      return flag(a <= b);
    case '>':
      return flag(a > b);
    case '>=':
      return flag(a >= b);
    case '==':
      return flag(a === b);
    case '!=':
      return flag(a !== b);
    default:
      throw new EvalError({ zh: `未知运算符 '${op}'`, en: `unknown operator '${op}'` });
  }
}

function run(node: ExpressionNode, resolve: Resolve): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'name': {
      const value = resolve(node.name);
      if (value === undefined)
        throw new EvalError({ zh: `未知名称 '${node.name}'`, en: `unknown name '${node.name}'` });
      return checked(value);
    }
    case 'unary': {
      const x = run(node.arg, resolve);
      return node.op === '!' ? flag(!truthy(x)) : node.op === '-' ? -x : x;
    }
    case 'binary': {
      // && and || look at the right side only when they need it.
      if (node.op === '&&') return flag(truthy(run(node.left, resolve)) && truthy(run(node.right, resolve)));
      if (node.op === '||') return flag(truthy(run(node.left, resolve)) || truthy(run(node.right, resolve)));
      return checked(binary(node.op, run(node.left, resolve), run(node.right, resolve)));
    }
    case 'conditional':
      return truthy(run(node.test, resolve)) ? run(node.then, resolve) : run(node.otherwise, resolve);
    case 'call': {
      if (node.fn === 'if') {
        const [test, then, otherwise] = node.args as [ExpressionNode, ExpressionNode, ExpressionNode];
        return truthy(run(test, resolve)) ? run(then, resolve) : run(otherwise, resolve);
      }
      const fn = FUNCTIONS.get(node.fn);
      if (!fn) throw new EvalError({ zh: `未知函数 '${node.fn}'`, en: `unknown function '${node.fn}'` });
      return checked(fn.apply(node.args.map((a) => run(a, resolve))));
    }
  }
}

/** Evaluates a parsed expression; every failure (unknown name, NaN, overflow) is an error value. */
export function evaluate(ast: ExpressionNode, resolve: Resolve): EvalResult {
  try {
    return { ok: true, value: checked(run(ast, resolve)) };
  } catch (e) {
    if (e instanceof EvalError) return { ok: false, error: e.text };
    if (e instanceof RangeError) return { ok: false, error: TOO_COMPLEX };
    return { ok: false, error: { zh: '计算失败', en: 'evaluation failed' } };
  }
}
