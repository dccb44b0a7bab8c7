import { describe, expect, it } from 'vitest';
import { clientConfig, wireguardKeyPair, wireguardPublicKey } from './wireguard.js';

const WG_KEY = /^[A-Za-z0-9+/]{43}=$/;

describe('WireGuard keys', () => {
  it('are 44-character base64 raw keys, the public key matching the private key', () => {
    const { privateKey, publicKey } = wireguardKeyPair();
    expect(privateKey).toMatch(WG_KEY);
    expect(publicKey).toMatch(WG_KEY);
    expect(Buffer.from(privateKey, 'base64')).toHaveLength(32);
    expect(wireguardPublicKey(privateKey)).toBe(publicKey);
    expect(wireguardKeyPair().privateKey).not.toBe(privateKey);
  });

  it('derives the public key of a known private key (RFC 7748 test vector)', () => {
    const alicePrivate = Buffer.from('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a', 'hex');
    const alicePublic = Buffer.from('8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a', 'hex');
    expect(wireguardPublicKey(alicePrivate.toString('base64'))).toBe(alicePublic.toString('base64'));
    expect(() => wireguardPublicKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});

describe('client configuration', () => {
  const base = {
    privateKey: 'PRIV',
    address: '10.8.0.2',
    serverPublicKey: 'SERVER',
    endpoint: 'vpn.example.com:51820',
    allowedIps: '10.8.0.0/24',
  };

  it('writes the interface and the server peer', () => {
    expect(clientConfig({ ...base, dns: '10.8.0.1' })).toBe(
      [
        '[Interface]',
        'PrivateKey = PRIV',
        'Address = 10.8.0.2/32',
        'DNS = 10.8.0.1',
        '',
        '[Peer]',
        'PublicKey = SERVER',
        'Endpoint = vpn.example.com:51820',
        'AllowedIPs = 10.8.0.0/24',
        'PersistentKeepalive = 25',
        '',
      ].join('\n'),
    );
  });

  it('leaves DNS out when none is configured', () => {
    expect(clientConfig({ ...base, dns: '' })).not.toContain('DNS');
  });
});
