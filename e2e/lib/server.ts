/**
 * Starts and stops the production server for the browser tests and the benchmark:
 * build if missing, a free port, wait for `/readyz`, SIGTERM (then SIGKILL) on stop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');
/** Playwright's `outputDir` (screenshots, the servers' logs). */
export const ARTIFACTS_DIR = path.join(ROOT, '.e2e-artifacts');

/** Runs `npm run build` when `dist/server/main.js` is missing. Throws when the build fails. */
export function ensureBuild(): void {
  if (existsSync(SERVER_ENTRY)) return;
  console.log(`[server] ${path.relative(ROOT, SERVER_ENTRY)} missing: running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  if (!existsSync(SERVER_ENTRY)) throw new Error(`npm run build did not produce ${SERVER_ENTRY}`);
}

/** A TCP port nobody listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Last lines the server printed (stdout + stderr), for error messages. */
  tail(lines?: number): string;
  /** SIGTERM, then SIGKILL after `graceMs`. Resolves when the process has exited. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  env: Record<string, string>;
  /** Where the server's output goes (it is also kept in memory for `tail`). */
  logFile?: string;
  readyTimeoutMs?: number;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    // PUBLIC_URL: links in account mail use it (never the request's Host), so it must be this server.
    env: { ...process.env, PUBLIC_URL: baseUrl, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const recent: string[] = [];
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    recent.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (recent.length > 200) recent.splice(0, recent.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let exited = child.exitCode !== null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  const server: RunningServer = {
    baseUrl,
    port,
    child,
    tail: (lines = 30) => recent.slice(-lines).join('\n'),
    async stop(graceMs = 10_000) {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          if (!exited) child.kill('SIGKILL');
        }, graceMs);
        await exitPromise;
        clearTimeout(timer);
      }
      await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited) {
      throw new Error(`server exited (code ${child.exitCode}) before /readyz answered:\n${server.tail()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop(2000);
      throw new Error(`server did not answer GET /readyz with 200 in time:\n${server.tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
