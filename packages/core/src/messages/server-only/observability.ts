/** Issue 33 §4: the metrics' setting. */
export const observabilityServerMessages = {
  'config.metricsToken':
    '{name} moet minstens {min} tekens lang zijn, zonder spaties (het token waarmee Prometheus /metrics leest)',
} as const;
