/**
 * The two-process rig of `npm run test:lb`: Debian's nginx on a free loopback port with a
 * config of its own (temp dir) balancing two real server processes (the production bundle
 * `dist/server/main.js`, as `npm start` runs it) that share a private MariaDB
 * database on 127.0.0.1:3306 and a private Redis database number on 6379.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, kill, sleep, waitForOutput } from '../chaos/lib/processes';

export const NGINX = '/usr/sbin/nginx';

/**
 * nginx in front of `backends`: round robin, the client's address as X-Real-IP and as the ONLY
 * X-Forwarded-For entry (whatever the client sent is replaced), and which backend answered as
 * `X-Upstream` (for the test only).
 */
export function nginxConfig(dir: string, port: number, backends: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream storyloom {
    ${backends.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    ')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://storyloom;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startNginx(dir: string, port: number, backends: number[]): Promise<ChildProcess> {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, backends));
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) return child;
    await sleep(100);
  }
  throw new Error('nginx did not start');
}

/** A graceful stop (SIGQUIT): the master takes its worker with it, no orphan holds our pipes. */
export async function stopNginx(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGQUIT');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([gone, new Promise<void>((r) => (timer = setTimeout(r, 5000)))]);
  clearTimeout(timer);
  await kill(child);
}

export interface Backend {
  port: number;
  child: ChildProcess;
  output: string[];
}

/** One real server process: the production bundle, as `npm start` runs it (`npm run build` first). */
export async function startBackend(env: Record<string, string>): Promise<Backend> {
  const root = path.resolve(__dirname, '..');
  const bundle = path.join(root, 'dist/server/main.js');
  if (!existsSync(bundle)) throw new Error('no dist/server/main.js: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(String(d)));
  child.stderr?.on('data', (d: Buffer) => output.push(String(d)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`a server exited (${child.exitCode}):\n${output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, child, output };
    if (Date.now() > deadline) throw new Error(`a server did not start:\n${output.join('')}`);
    await sleep(200);
  }
}

export { freePort, kill, waitForOutput };
