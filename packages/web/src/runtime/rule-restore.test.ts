import { describe, expect, it } from 'vitest';
import { createRuleRestore } from './rule-restore';

describe('giving back what rules took', () => {
  const pens: Record<string, Record<string, unknown>> = {
    a: { background: '#455a64', color: '#fff' },
    b: { background: '#000' },
  };
  const restore = () => createRuleRestore((id, prop) => pens[id]![prop]);

  it("a pen whose rule stops matching gets its own properties back, the rule's while it matches", () => {
    const apply = restore();
    expect(apply('a', {})).toEqual({});
    expect(apply('a', { background: '#c62828' })).toEqual({ background: '#c62828' });
    expect(apply('a', {})).toEqual({ background: '#455a64' });
    expect(apply('a', { color: '#ff0' })).toEqual({ background: '#455a64', color: '#ff0' });
    expect(apply('a', {})).toEqual({ background: '#455a64', color: '#fff' });
  });

  it('remembers the property as it was before the first rule, per pen', () => {
    const apply = restore();
    apply('a', { background: '#c62828' });
    apply('a', { background: '#1677ff' });
    expect(apply('a', {})).toEqual({ background: '#455a64' });
    expect(apply('b', {})).toEqual({});
  });
});
