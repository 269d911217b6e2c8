/**
 * An open-loop load generator over keep-alive connections: requests start at a fixed rate whatever
 * the answers do, and each one is recorded whole (status, time, Retry-After, and whether the body
 * arrived complete) or as the error the client saw.
 */
import http from 'node:http';

export interface Target {
  kind: string;
  path: string;
  headers?: Record<string, string>;
}

export interface Sample {
  kind: string;
  /** When the request started (ms since epoch). */
  t: number;
  ms: number;
  status?: number;
  retryAfter?: string;
  connection?: string;
  /** The client's error (ECONNRESET, ECONNREFUSED, aborted…); none when an answer arrived. */
  error?: string;
  /** A 200 page ends with </html>; any body matches its Content-Length. */
  complete: boolean;
}

export function send(port: number, agent: http.Agent, target: Target): Promise<Sample> {
  const t = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (s: Omit<Sample, 'kind' | 't' | 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ kind: target.kind, t, ms: Date.now() - t, ...s });
    };
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: target.path,
        agent,
        headers: { 'accept-encoding': 'identity', ...target.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('aborted', () => finish({ status: res.statusCode, error: 'aborted', complete: false }));
        res.on('error', (e: NodeJS.ErrnoException) =>
          finish({ status: res.statusCode, error: e.code ?? e.message, complete: false }),
        );
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const length = res.headers['content-length'];
          const isPage = res.statusCode === 200 && /html/.test(res.headers['content-type'] ?? '');
          const complete =
            (length === undefined || Number(length) === body.length) &&
            (!isPage || /<\/html>\s*$/.test(body.toString('utf8')));
          finish({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            connection: res.headers.connection,
            complete,
          });
        });
      },
    );
    req.setTimeout(15_000, () =>
      req.destroy(Object.assign(new Error('client timeout'), { code: 'CLIENT_TIMEOUT' })),
    );
    req.on('error', (e: NodeJS.ErrnoException) => finish({ error: e.code ?? e.message, complete: false }));
  });
}

export class Load {
  readonly samples: Sample[] = [];
  private readonly agent: http.Agent;
  private timer?: NodeJS.Timeout;
  private readonly pending = new Set<Promise<void>>();
  private next = 0;

  constructor(
    private readonly port: number,
    private readonly targets: readonly Target[],
    private readonly perSecond: number,
    maxSockets = 32,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  start(): this {
    const interval = 1000 / this.perSecond;
    const began = Date.now();
    let fired = 0;
    // Catch up in each tick: timers are coarse, the rate is per second of wall time.
    this.timer = setInterval(() => {
      const due = Math.floor((Date.now() - began) / interval);
      for (; fired < due; fired++) {
        const target = this.targets[this.next++ % this.targets.length];
        const p = send(this.port, this.agent, target).then((s) => void this.samples.push(s));
        this.pending.add(p);
        void p.finally(() => this.pending.delete(p));
      }
    }, 5);
    return this;
  }

  /** Stops starting requests and waits for those under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.pending]);
    this.agent.destroy();
  }
}
