import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminEmail: 'admin@example.nl',
      adminPassword: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      appEnv: 'development',
      logLevel: 'info',
      trustProxy: false,
      serveSourceMaps: false,
    });
  });

  it('reads the variables and resolves a relative DATA_DIR against the repository root', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: 'var/eform',
      DATABASE_URL: 'postgres://eform:geheim@db:5432/eform',
      PUBLIC_URL: 'https://eform.example.nl/',
      ADMIN_EMAIL: 'Beheer@Gemeente.nl',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://mail:587',
      APP_ENV: 'staging',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: join(REPO_ROOT, 'var/eform'),
      publicUrl: 'https://eform.example.nl',
      adminEmail: 'beheer@gemeente.nl',
      seedDemo: false,
      appEnv: 'staging',
      logLevel: 'debug',
    });
    expect(loadConfig({ DATA_DIR: '/srv/eform' }).dataDir).toBe('/srv/eform');
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'on' }).serveSourceMaps).toBe(true);
  });

  it.each([
    ['PORT', 'abc', 'Ongeldige configuratie: PORT moet een getal tussen 1 en 65535 zijn'],
    ['PORT', '70000', 'PORT moet een getal tussen 1 en 65535 zijn'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL moet een PostgreSQL-URL zijn'],
    ['PUBLIC_URL', 'eform.nl', 'PUBLIC_URL moet een geldige http(s)-URL zijn'],
    ['ADMIN_EMAIL', 'beheerder', 'ADMIN_EMAIL moet een geldig e-mailadres zijn'],
    ['ADMIN_PASSWORD', 'kort', 'ADMIN_PASSWORD moet minstens 8 tekens lang zijn'],
    ['SEED_DEMO', 'misschien', 'SEED_DEMO moet 1, 0, true of false zijn'],
    ['SERVE_SOURCE_MAPS', 'graag', 'SERVE_SOURCE_MAPS moet 1, 0, true of false zijn'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL moet een SMTP-URL zijn'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL moet een van de volgende waarden zijn'],
    ['OUTBOUND_ALLOW', 'http://intern/pad', 'OUTBOUND_ALLOW moet een door komma'],
    [
      'LARGE_BODY_BUDGET_MB',
      '10',
      'LARGE_BODY_BUDGET_MB moet een heel getal (megabytes) van minstens 64',
    ],
  ])('refuses %s=%s with a Dutch message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads OUTBOUND_ALLOW as hosts with an optional port (none by default)', () => {
    expect(loadConfig({}).outboundAllow).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW: 'meldingen.intern, 10.0.0.5:8080' }).outboundAllow).toEqual(
      [
        { host: 'meldingen.intern', port: null },
        { host: '10.0.0.5', port: 8080 },
      ],
    );
  });

  it('reads LARGE_BODY_BUDGET_MB in megabytes (256 by default)', () => {
    expect(loadConfig({}).largeBodyBudgetBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ LARGE_BODY_BUDGET_MB: '512' }).largeBodyBudgetBytes).toBe(
      512 * 1024 * 1024,
    );
  });

  it('reads SHUTDOWN_UNREADY_MS (0 by default, at most a minute)', () => {
    expect(loadConfig({}).shutdownUnreadyMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_UNREADY_MS: '1500' }).shutdownUnreadyMs).toBe(1500);
    expect(() => loadConfig({ SHUTDOWN_UNREADY_MS: '60001' })).toThrow(
      /SHUTDOWN_UNREADY_MS moet een aantal milliseconden tussen 0 en 60000 zijn/,
    );
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: '0', ADMIN_EMAIL: 'x' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
