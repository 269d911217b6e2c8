/**
 * Private services for the chaos suite: a redis-server, a MariaDB and the real server process, each
 * on its own free port under a temp dir. The shared services (6379, 3306) are never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Resolves when `child`'s output contains `text` (or rejects after `ms`, or if it exits). */
export function waitForOutput(child: ChildProcess, text: string, ms: number, from = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let skipped = 0;
    const onData = (d: Buffer) => {
      const chunk = String(d);
      if (skipped < from) {
        skipped += chunk.length;
        return;
      }
      seen += chunk;
      if (seen.includes(text)) done(null);
    };
    const onExit = (code: number | null) => done(new Error(`exited (${code}) before "${text}":\n${seen}`));
    const timer = setTimeout(
      () => done(new Error(`no "${text}" within ${ms} ms:\n${seen.slice(-2000)}`)),
      ms,
    );
    const done = (err: Error | null) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function kill(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGCONT');
  child.kill('SIGKILL');
  await exited(child);
}

/** A redis-server whose data survives SIGKILL (append-only file, fsync always): sessions stay. */
export async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''].concat([
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--protected-mode',
      'no',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForOutput(child, 'Ready to accept', 10_000);
  return child;
}

/** `mariadb-install-db` into `dir` (about 6 s). */
export function installMariaDb(dir: string): void {
  const r = spawnSync(
    'mariadb-install-db',
    ['--no-defaults', `--datadir=${path.join(dir, 'data')}`, '--user=root', '--skip-test-db'].concat([
      '--auth-root-authentication-method=normal',
    ]),
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`mariadb-install-db failed:\n${r.stdout}\n${r.stderr}`);
}

export async function startMariaDb(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${path.join(dir, 'data')}`,
      '--user=root',
      `--port=${port}`,
      `--socket=${path.join(dir, 'mysqld.sock')}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`,
      '--bind-address=127.0.0.1',
      '--skip-grant-tables',
      '--character-set-server=utf8mb4',
      '--innodb-buffer-pool-size=32M',
      '--skip-log-bin',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForOutput(child, 'ready for connections', 60_000);
  return child;
}

/** The real server: the production bundle `dist/server/main.js`, as `npm start` runs it (build first). */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed, in order. */
  output: string[];
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const root = path.resolve(__dirname, '../..');
  const bundle = path.join(root, 'dist/server/main.js');
  if (!existsSync(bundle)) throw new Error('no dist/server/main.js: run `npm run build` first');
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(String(d)));
  child.stderr?.on('data', (d: Buffer) => output.push(String(d)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join('')}`);
    await sleep(200);
  }
}
