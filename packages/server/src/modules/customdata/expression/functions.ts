/** A function of the expression language; arity is checked when parsing. */
export interface ExpressionFunction {
  min: number;
  max: number;
  apply(args: number[]): number;
}

const MAX_ARGS = 100;
const unary = (f: (x: number) => number): ExpressionFunction => ({ min: 1, max: 1, apply: ([x]) => f(x!) });
const variadic = (f: (xs: number[]) => number): ExpressionFunction => ({ min: 1, max: MAX_ARGS, apply: f });
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** round half away from zero, to `digits` decimals (negative digits round to tens, hundreds...). */
export function roundTo(x: number, digits = 0): number {
  if (!Number.isInteger(digits) || Math.abs(digits) > 15) return NaN;
  const factor = 10 ** digits;
  return (Math.sign(x) * Math.round(Math.abs(x) * factor)) / factor;
}

/**
 * The callable names. A Map (not an object) so that `constructor` or `__proto__` are never found.
 * `if` is listed for its arity; the evaluator computes it lazily like `c ? a : b`.
 */
export const FUNCTIONS: ReadonlyMap<string, ExpressionFunction> = new Map<string, ExpressionFunction>([
  ['abs', unary(Math.abs)],
  ['floor', unary(Math.floor)],
  ['ceil', unary(Math.ceil)],
  ['sqrt', unary(Math.sqrt)],
  ['exp', unary(Math.exp)],
  ['log', unary(Math.log)],
  ['log10', unary(Math.log10)],
  ['sin', unary(Math.sin)],
  ['cos', unary(Math.cos)],
  ['tan', unary(Math.tan)],
  ['asin', unary(Math.asin)],
  ['acos', unary(Math.acos)],
  ['atan', unary(Math.atan)],
  ['round', { min: 1, max: 2, apply: ([x, digits]) => roundTo(x!, digits ?? 0) }],
  ['pow', { min: 2, max: 2, apply: ([x, y]) => x! ** y! }],
  ['atan2', { min: 2, max: 2, apply: ([y, x]) => Math.atan2(y!, x!) }],
  ['clamp', { min: 3, max: 3, apply: ([x, lo, hi]) => (lo! > hi! ? NaN : Math.min(Math.max(x!, lo!), hi!)) }],
  ['if', { min: 3, max: 3, apply: ([c, a, b]) => (c !== 0 ? a! : b!) }],
  ['min', variadic((xs) => Math.min(...xs))],
  ['max', variadic((xs) => Math.max(...xs))],
  ['sum', variadic(sum)],
  ['avg', variadic((xs) => sum(xs) / xs.length)],
]);
