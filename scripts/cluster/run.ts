/**
 * `npm run cluster`: the built server as 2 API processes and 2 workers behind nginx on one port,
 * with an embedded PostgreSQL under CLUSTER_DIR (default data/cluster, kept between runs) or
 * DATABASE_URL, and s3rver as the one object store (CLUSTER_S3=0: a shared DATA_DIR instead; S3_*
 * set: that bucket). CLUSTER_PORT (default 8080),
 * CLUSTER_API_NODES and CLUSTER_WORKERS change the shape. Ctrl-C stops everything gracefully.
 * See docs/cluster.md.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './cluster';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const numberOf = (name: string, fallback: number) => Number(process.env[name] || fallback);

const dir = resolve(ROOT, process.env.CLUSTER_DIR || 'data/cluster');
process.stdout.write(`Starting the cluster in ${dir} ...\n`);
const cluster = await startCluster({
  dir,
  port: numberOf('CLUSTER_PORT', 8080),
  apiNodes: numberOf('CLUSTER_API_NODES', 2),
  workers: numberOf('CLUSTER_WORKERS', 2),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
for (const node of cluster.nodes) {
  const where = node.url ? ` on ${node.url}` : '';
  process.stdout.write(
    `  ${node.name} (pid ${node.pid()})${where}, log ${dir}/logs/${node.name}.log\n`,
  );
}
// The first start's accounts, from the process that seeded.
const seeded = cluster.nodes.map((node) => node.output()).find((text) => text.includes('====='));
if (seeded)
  process.stdout.write(seeded.slice(seeded.indexOf('====='), seeded.lastIndexOf('=====') + 5));
process.stdout.write(`\nOpen ${cluster.url}   (Ctrl-C stops the cluster)\n`);

let stopping = false;
const shutdown = () => {
  if (stopping) process.exit(1);
  stopping = true;
  process.stdout.write('Stopping: nginx, then every process drains and exits ...\n');
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
