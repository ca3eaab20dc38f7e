import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('--trust-proxy', () => {
  it('trusts no proxy unless told which', () => {
    expect(parseConfig([], {}).trustProxy).toEqual([]);
  });

  it('takes addresses, CIDR ranges and loopback, from the flag or LUDIMATHS_TRUST_PROXY', () => {
    expect(parseConfig(['--trust-proxy', '10.0.0.5, 10.1.0.0/16,loopback,fd00::/8'], {}).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    expect(parseConfig([], { LUDIMATHS_TRUST_PROXY: '192.168.1.2' }).trustProxy).toEqual(['192.168.1.2']);
  });

  it('refuses the bare flag (it used to trust every hop) with a message saying what to give', () => {
    for (const argv of [['--trust-proxy'], ['--trust-proxy', '--port', '80']])
      expect(() => parseConfig(argv, {})).toThrow(/--trust-proxy: name the proxies.*loopback/);
  });

  it('names a bad address or range', () => {
    for (const bad of ['10.0.0.300', '10.0.0.0/33', '::1/129', 'haproxy', '10.0.0.1/8/8', '', 'true'])
      expect(() => parseConfig(['--trust-proxy', bad], {}), bad).toThrow(/trust-proxy.*CIDR/);
  });
});

describe('--public-origin', () => {
  it('keeps only the origin of the URL given, from the flag or LUDIMATHS_PUBLIC_ORIGIN', () => {
    expect(parseConfig([], {}).publicOrigin).toBeNull();
    expect(parseConfig(['--public-origin', 'https://jeux.example.org/'], {}).publicOrigin).toBe(
      'https://jeux.example.org',
    );
    expect(parseConfig([], { LUDIMATHS_PUBLIC_ORIGIN: 'http://10.0.0.2:4173' }).publicOrigin).toBe(
      'http://10.0.0.2:4173',
    );
  });

  it('names a value that is no web origin', () => {
    for (const bad of ['jeux.example.org', 'ftp://jeux.example.org', ''])
      expect(() => parseConfig(['--public-origin', bad], {}), bad).toThrow(/public-origin.*https:\/\//);
  });
});
