import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression, resolverOf } from './index.js';

const VARS = { a: 2, b: 3, 温度: 25.5, 'Boiler 1.temperature': 80, zero: 0 };

function calc(src: string, values: Record<string, number> = VARS) {
  const parsed = parseExpression(src);
  if (!parsed.ok) return parsed;
  return evaluate(parsed.ast, resolverOf(values));
}
const value = (src: string, values?: Record<string, number>) => {
  const r = calc(src, values);
  if (!r.ok) throw new Error(`${src}: ${r.error.en}`);
  return (r as { value: number }).value;
};
const parseError = (src: string) => {
  const r = parseExpression(src);
  if (r.ok) throw new Error(`${src} parsed`);
  return { ...r, error: r.error.en };
};
const evalError = (src: string, values?: Record<string, number>) => {
  const r = calc(src, values);
  if (r.ok) throw new Error(`${src} gave a value`);
  return r.error.en;
};

describe('expression language', () => {
  it('reads numbers: decimals, exponents, hex', () => {
    expect(value('1e3')).toBe(1000);
    expect(value('0x1F')).toBe(31);
    expect(value('.5 + 1.25')).toBe(1.75);
    expect(value('2.5e-1')).toBe(0.25);
  });

  it('applies precedence and associativity', () => {
    expect(value('1 + 2 * 3')).toBe(7);
    expect(value('(1 + 2) * 3')).toBe(9);
    expect(value('2 ^ 3 ^ 2')).toBe(512);
    expect(value('-2 ^ 2')).toBe(-4);
    expect(value('2 ^ -1')).toBe(0.5);
    expect(value('10 - 4 - 3')).toBe(3);
    expect(value('7 % 4')).toBe(3);
    expect(value('--a')).toBe(2);
  });

  it('compares and combines with symbols or words', () => {
    expect(value('a < b && b <= 3')).toBe(1);
    expect(value('a > b || a >= 2')).toBe(1);
    expect(value('a == 2 and not (b != 3)')).toBe(1);
    expect(value('!a')).toBe(0);
    expect(value('zero or 0')).toBe(0);
  });

  it('short-circuits logic, the ternary and if()', () => {
    expect(value('zero && missing')).toBe(0);
    expect(value('a || missing')).toBe(1);
    expect(value('a > 1 ? 10 : missing')).toBe(10);
    expect(value('if(zero, missing, 5)')).toBe(5);
    expect(value('a ? b ? 1 : 2 : 3')).toBe(1);
  });

  it('resolves Chinese names and braced names', () => {
    expect(value('温度 * 2')).toBe(51);
    expect(value('{Boiler 1.temperature} + 1')).toBe(81);
    expect(parseExpression('温度 + {Boiler 1.temperature} + 温度')).toMatchObject({
      ok: true,
      names: ['温度', 'Boiler 1.temperature'],
    });
  });

  it('computes every function', () => {
    expect(value('abs(-3) + floor(2.7) + ceil(2.1)')).toBe(8);
    expect(value('min(4, a, 9) + max(1, b)')).toBe(5);
    expect(value('round(2.345, 2)')).toBe(2.35);
    expect(value('round(-2.5)')).toBe(-3);
    expect(value('round(1234, -2)')).toBe(1200);
    expect(value('sqrt(16) + pow(2, 10)')).toBe(1028);
    expect(value('exp(0) + log(1) + log10(1000)')).toBe(4);
    expect(value('sin(0) + cos(0) + tan(0)')).toBe(1);
    expect(value('asin(1)')).toBeCloseTo(Math.PI / 2);
    expect(value('acos(1) + atan(0)')).toBe(0);
    expect(value('atan2(1, 1)')).toBeCloseTo(Math.PI / 4);
    expect(value('avg(1, 2, 3, 6) + sum(1, 2)')).toBe(6);
    expect(value('clamp(120, 0, 100) + clamp(-5, 0, 100)')).toBe(100);
    expect(value('if(a > 1, 7, 8)')).toBe(7);
  });

  it('checks arity at parse time, with the position', () => {
    expect(parseError('1 + pow(2)')).toMatchObject({ error: 'pow takes 2 arguments, got 1', position: 4 });
    expect(parseError('clamp(1, 2)').error).toMatch(/clamp takes 3/);
    expect(parseError('abs()').error).toMatch(/abs takes 1/);
    expect(parseError('round(1, 2, 3)').error).toMatch(/round takes 1 to 2/);
    expect(parseError('system(1)')).toMatchObject({ error: "unknown function 'system'", position: 0 });
  });

  it('reports syntax errors with their position', () => {
    expect(parseError('1 +')).toMatchObject({ error: 'unexpected end of expression', position: 3 });
    expect(parseError('(1 + 2')).toMatchObject({ error: "expected ')', found end of expression", position: 6 });
    expect(parseError('1 + 2)')).toMatchObject({ position: 5 });
    expect(parseError('a = 1')).toMatchObject({ error: "unexpected character '='", position: 2 });
    expect(parseError('2x')).toMatchObject({ position: 1 });
    expect(parseError('"text"').position).toBe(0);
    expect(parseError('{unclosed').error).toBe("missing '}'");
    expect(parseError('').error).toBe('unexpected end of expression');
  });

  it('refuses property access, calls on results and indexing', () => {
    expect(parseError('constructor.constructor("x")()')).toMatchObject({
      error: 'property access is not allowed',
      position: 11,
    });
    expect(parseError('a.b').position).toBe(1);
    expect(parseError('a["b"]').position).toBe(1);
    expect(parseError('abs(1)(2)').position).toBe(6);
    expect(parseError('this.process').error).toBe('property access is not allowed');
  });

  it('treats prototype keys as unknown names', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']) {
      expect(evalError(`${name} + 1`)).toBe(`unknown name '${name}'`);
    }
    expect(evalError('{__proto__}')).toBe("unknown name '__proto__'");
    expect(evalError('missing * 2')).toBe("unknown name 'missing'");
  });

  it('refuses deep nesting without overflowing the stack', () => {
    const deep = parseError('('.repeat(10_000) + '1' + ')'.repeat(10_000));
    expect(deep.error).toMatch(/longer than 1000/);
    expect(parseError('('.repeat(60) + '1' + ')'.repeat(60)).error).toMatch(/nested deeper than 50/);
    expect(parseError('-'.repeat(60) + '1').error).toMatch(/nested deeper than 50/);
    expect(parseError('2^'.repeat(60) + '1').error).toMatch(/nested deeper than 50/);
    expect(value('('.repeat(40) + '1' + ')'.repeat(40))).toBe(1);
  });

  it('limits the source length and the number of parts', () => {
    expect(parseError('1+'.repeat(600) + '1')).toMatchObject({ position: 0 });
    expect(parseError('1+'.repeat(300) + '1').error).toMatch(/more than 500 parts/);
    expect(value('1+'.repeat(200) + '1')).toBe(201);
  });

  it('turns NaN, infinities and huge results into error values', () => {
    expect(parseError('1e308 * 10').error).toBe('number out of range');
    expect(parseError('1e400').error).toBe('number out of range');
    expect(parseError('0xFFFFFFFFFFFFFFFFFF').error).toBe('number out of range');
    expect(evalError('1e15 * 10')).toBe('result out of range');
    expect(evalError('10 ^ 300')).toBe('result out of range');
    expect(evalError('1 / zero')).toBe('division by zero');
    expect(evalError('5 % 0')).toBe('division by zero');
    expect(evalError('sqrt(-1)')).toBe('result is not a number');
    expect(evalError('log(0)')).toBe('result out of range');
    expect(evalError('exp(1000)')).toBe('result out of range');
    expect(evalError('round(1, 0.5)')).toBe('result is not a number');
    expect(evalError('a', { a: Number.NaN })).toBe('result is not a number');
  });

  it('never throws when the resolver does', () => {
    const parsed = parseExpression('a + 1');
    if (!parsed.ok) throw new Error('parse');
    expect(
      evaluate(parsed.ast, () => {
        throw new Error('boom');
      }),
    ).toEqual({ ok: false, error: { zh: '计算失败', en: 'evaluation failed' } });
  });
});
