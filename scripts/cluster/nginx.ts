/**
 * nginx for the cluster: deploy/nginx.conf with its placeholders filled, run as a child process
 * with a prefix of its own (`nginx -p <dir> -c <conf> -g 'daemon off;'`), never the system
 * service. Debian's nginx-light (`apt-get install -y nginx-light`).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
const NGINX = process.env.NGINX_BIN ?? 'nginx';
const run = promisify(execFile);

/** An API process as nginx's upstream names it; `down` takes it out of the rotation. */
export interface TUpstream {
  port: number;
  down?: boolean;
}

/** What deploy/nginx.conf's placeholders take. */
export interface TNginxValues {
  prefix: string;
  listen: number;
  upstreams: TUpstream[];
  generation: number;
}

/** deploy/nginx.conf with `values` written in. */
export async function renderNginxConfig(values: TNginxValues): Promise<string> {
  const template = await readFile(TEMPLATE, 'utf8');
  const servers = values.upstreams
    .map(({ port, down }) => `    server 127.0.0.1:${port}${down ? ' down' : ''};`)
    .join('\n');
  const filled: Record<string, string> = {
    PREFIX: values.prefix,
    LISTEN: `127.0.0.1:${values.listen}`,
    UPSTREAM_SERVERS: servers,
    GENERATION: String(values.generation),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = filled[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder ${whole}`);
    return value;
  });
}

/** A running nginx of the cluster. */
export interface TNginx {
  url: string;
  child: ChildProcess;
  /** Writes the upstreams anew, reloads and resolves once new connections get the new config. */
  setUpstreams(upstreams: TUpstream[]): Promise<void>;
  stop(): Promise<void>;
}

/** Starts nginx on 127.0.0.1:`listen` in front of `upstreams`, its files under `prefix`. */
export async function startNginx(
  prefix: string,
  listen: number,
  upstreams: TUpstream[],
): Promise<TNginx> {
  const conf = join(prefix, 'nginx.conf');
  let generation = 1;
  const write = (list: TUpstream[]) =>
    renderNginxConfig({ prefix, listen, upstreams: list, generation }).then((text) =>
      writeFile(conf, text),
    );
  await write(upstreams);
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')];
  await run(NGINX, [...args, '-t', '-q']).catch((error: { stderr?: string }) => {
    throw new Error(`nginx refused ${conf}: ${error.stderr ?? String(error)}`);
  });
  // In a process group of its own, as the server processes (node-process.ts).
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  const waitForGeneration = async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      const answer = await fetch(`${url}/.cluster/generation`, {
        headers: { connection: 'close' },
      }).then(
        (response) => response.text(),
        () => '',
      );
      if (answer === String(generation)) return;
      await sleep(50);
    }
    throw new Error(`nginx did not take configuration ${generation}: ${stderr}`);
  };
  await waitForGeneration();
  return {
    url,
    child,
    async setUpstreams(list) {
      generation += 1;
      await write(list);
      await run(NGINX, [...args, '-s', 'reload']);
      await waitForGeneration();
    },
    async stop() {
      if (child.exitCode !== null) return;
      // SIGQUIT: graceful, requests under way are finished.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
