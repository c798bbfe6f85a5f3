import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, '/srv/tod');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/tod/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.engine).toBe('local');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toContain('http://localhost:4301');
    expect(config.corsOrigins).toContain('http://127.0.0.1:4302');
    expect(config.rateLimits.contactPerWindow).toBe(10);
    expect(config.databaseTimeouts).toEqual({ connectMs: 2000, statementMs: 2500 });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/tod',
        DATABASE_URL: 'postgres://tod@db:5432/tod',
        SMTP_URL: 'smtp://user:pass@mail:587',
        MAIL_TO: 'office@example.com',
        MAIL_FROM: 'T.O.D. <tod@example.com>',
        CORS_ORIGINS: 'https://partner.example, https://shop.example',
        TOD_ENGINE: 'openai',
        OPENAI_API_KEY: 'key',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: 'llama3',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        REDIS_URL: 'redis://cache:6379',
        BOOKING_BASE_URL: 'https://book.example.com',
        REVERSE_GEOCODE_URL: 'https://geo.example.com/reverse',
        CONTACT_RATE_LIMIT: '50',
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
        DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/tod',
      databaseUrl: 'postgres://tod@db:5432/tod',
      smtpUrl: 'smtp://user:pass@mail:587',
      mailTo: 'office@example.com',
      mailFrom: 'T.O.D. <tod@example.com>',
      corsOrigins: ['https://partner.example', 'https://shop.example'],
      engine: 'openai',
      openai: { apiKey: 'key', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' },
      logLevel: 'warn',
      trustProxy: 1,
      redisUrl: 'redis://cache:6379',
      bookingBaseUrl: 'https://book.example.com',
      reverseGeocodeUrl: 'https://geo.example.com/reverse',
      rateLimits: { contactPerWindow: 50 },
      databaseTimeouts: { connectMs: 1500, statementMs: 30_000 },
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('picks the openai engine when a key is set and TOD_ENGINE is not', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'key' }).engine).toBe('openai');
    expect(loadConfig({ OPENAI_API_KEY: 'key', TOD_ENGINE: 'local' }).engine).toBe('local');
  });

  const bad: [name: string, value: string][] = [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/tod'],
    ['SMTP_URL', 'not a url'],
    ['MAIL_TO', 'nobody'],
    ['TOD_ENGINE', 'gpt'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://cache'],
    ['CONTACT_RATE_LIMIT', '0'],
    ['CORS_ORIGINS', 'partner.example'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '-1000'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '1.5'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '99'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '600001'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '2s'],
  ];
  for (const [name, value] of bad) {
    it(`fails with a message naming ${name} when it is ${JSON.stringify(value)}`, () => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    });
  }

  it('fails when TOD_ENGINE is openai without OPENAI_API_KEY', () => {
    expect(() => loadConfig({ TOD_ENGINE: 'openai' })).toThrow('OPENAI_API_KEY');
  });

  it('parses TRUST_PROXY as Express takes it', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});
