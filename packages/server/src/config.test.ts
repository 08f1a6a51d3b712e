import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database in ./data', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toMatch(/data$/);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.secureCookies).toBe(false);
  });

  it('treats empty variables as unset and trims the public URL', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://manifest.example.fi/', PORT: '8080' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('https://manifest.example.fi');
    expect(c.secureCookies).toBe(true);
    expect(c.PORT).toBe(8080);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('TRUST_PROXY %j trusts %j', (value, trusted) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it.each(['true', 'on', '0', '11', 'proxy.example.com', '10.0.0.1;rm'])(
    'refuses TRUST_PROXY %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
