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
      'METRICS_TOKEN',
      'te-kort',
      'METRICS_TOKEN moet minstens 16 tekens lang zijn, zonder spaties (het token waarmee Prometheus /metrics leest)',
    ],
    ['METRICS_TOKEN', 'lang genoeg maar met spaties', 'METRICS_TOKEN moet minstens 16 tekens'],
    [
      'LARGE_BODY_BUDGET_MB',
      '10',
      'LARGE_BODY_BUDGET_MB moet een heel getal (megabytes) van minstens 64',
    ],
    [
      'AUDIT_LOG_RETENTION_DAYS',
      '29',
      'AUDIT_LOG_RETENTION_DAYS moet een heel getal (dagen) van minstens 30',
    ],
    ['AUDIT_LOG_RETENTION_DAYS', 'een jaar', 'AUDIT_LOG_RETENTION_DAYS moet een heel getal'],
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

  it('reads METRICS_TOKEN (unset by default: no /metrics)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe(
      '0123456789abcdef',
    );
  });

  it('reads LARGE_BODY_BUDGET_MB in megabytes (256 by default)', () => {
    expect(loadConfig({}).largeBodyBudgetBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ LARGE_BODY_BUDGET_MB: '512' }).largeBodyBudgetBytes).toBe(
      512 * 1024 * 1024,
    );
  });

  it('reads AUDIT_LOG_RETENTION_DAYS (a year by default)', () => {
    expect(loadConfig({}).auditLogRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '30' }).auditLogRetentionDays).toBe(30);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '3650' }).auditLogRetentionDays).toBe(3650);
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

describe('object storage (S3_*)', () => {
  const S3 = {
    S3_BUCKET: 'eform-bestanden',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'sleutel',
    S3_SECRET_ACCESS_KEY: 'geheim',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('keeps files on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('reads the store from S3_*: AWS by default, MinIO by its endpoint and path style', () => {
    expect(loadConfig(S3).s3).toEqual({
      bucket: 'eform-bestanden',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: 'sleutel',
      secretAccessKey: 'geheim',
      forcePathStyle: false,
      prefix: '',
    });
    const minio = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'eform/productie',
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'eform/productie/',
    });
  });

  it("leaves out both keys for the AWS SDK's own credentials (an instance role)", () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...roleOnly } = S3;
    expect(loadConfig(roleOnly).s3).toMatchObject({
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('names what is missing, in Dutch, when the settings are incomplete', () => {
    expect(problems({ S3_BUCKET: 'b' })).toEqual([
      'S3_REGION ontbreekt: met S3_BUCKET worden de bestanden in objectopslag (S3) bewaard, en daarvoor is S3_REGION nodig',
    ]);
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = S3;
    expect(problems(withoutSecret)).toEqual([
      'S3_SECRET_ACCESS_KEY ontbreekt: S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen bij elkaar (laat beide weg voor de eigen aanmelding van de AWS SDK, zoals een rol van de server)',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'us-east-1' })).toEqual([
      'S3_ENDPOINT, S3_REGION ingesteld zonder S3_BUCKET: stel S3_BUCKET in om de bestanden in objectopslag (S3) te bewaren, of laat S3_ENDPOINT, S3_REGION weg',
    ]);
    expect(problems({ ...S3, S3_ENDPOINT: 'minio:9000', S3_PREFIX: '/eform' })).toHaveLength(2);
  });
});
