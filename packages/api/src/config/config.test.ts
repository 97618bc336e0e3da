import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, seedDemo: true, databaseUrl: undefined, publicUrl: 'http://localhost:3000' });
    expect(config.filesDir.endsWith('/data/files')).toBe(true);
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@h:5432/db',
      SMTP_URL: '',
      PUBLIC_URL: 'https://help.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      databaseUrl: 'postgres://u@h:5432/db',
      smtpUrl: undefined,
      publicUrl: 'https://help.example.com',
    });
  });

  it('fails listing every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/JWT_SECRET/);
    }
  });
});
