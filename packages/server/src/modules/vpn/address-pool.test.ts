import { describe, expect, it } from 'vitest';
import { firstFreeAddress, poolRange } from './address-pool.js';

describe('VPN address pool', () => {
  it('keeps .1 for the server and hands out the hosts after it', () => {
    expect(poolRange('10.8.0.0/24').server).toBe('10.8.0.1');
    expect(firstFreeAddress('10.8.0.0/24', new Set())).toBe('10.8.0.2');
    expect(firstFreeAddress('10.8.0.0/24', new Set(['10.8.0.2', '10.8.0.4']))).toBe('10.8.0.3');
    expect(firstFreeAddress('10.8.0.77/24', new Set())).toBe('10.8.0.2');
    expect(firstFreeAddress('172.16.0.0/16', new Set(Array.from({ length: 254 }, (_, i) => `172.16.0.${i + 2}`)))).toBe(
      '172.16.1.0',
    );
  });

  it('never hands out the broadcast address and reports exhaustion', () => {
    expect(firstFreeAddress('10.9.0.0/30', new Set())).toBe('10.9.0.2');
    expect(firstFreeAddress('10.9.0.0/30', new Set(['10.9.0.2']))).toBeNull();
    const all = new Set(Array.from({ length: 253 }, (_, i) => `10.8.0.${i + 2}`));
    expect(firstFreeAddress('10.8.0.0/24', all)).toBeNull();
    expect(firstFreeAddress('10.9.0.0/31', new Set())).toBeNull();
    expect(firstFreeAddress('10.9.0.0/32', new Set())).toBeNull();
  });

  it('refuses a malformed pool', () => {
    expect(() => poolRange('10.8.0/24')).toThrow(/invalid VPN pool/);
    expect(() => poolRange('10.8.0.300/24')).toThrow(/invalid VPN pool/);
    expect(() => poolRange('10.8.0.0/33')).toThrow(/invalid VPN pool/);
  });
});
