import { describe, expect, it } from 'vitest';
import { refusal, sendingPercent } from './upload-rules';

describe('upload rules', () => {
  it('refuses other extensions and files over the limit', () => {
    expect(refusal({ name: 'a.PNG', size: 10 }, ['png'], 1)).toBeNull();
    expect(refusal({ name: 'a.exe', size: 10 }, ['png'], 1)).toBe('badFormat');
    expect(refusal({ name: 'noext', size: 10 }, ['png'], 1)).toBe('badFormat');
    expect(refusal({ name: 'a.png', size: 1024 * 1024 + 1 }, ['png'], 1)).toBe('tooLarge');
  });

  it('keeps the sending progress between 1 and 99', () => {
    expect([0, 0.5, 50.7, 100].map(sendingPercent)).toEqual([1, 1, 50, 99]);
  });
});
