// The production server as a child process (`node dist/server/index.js`, like `npm start`): start it on the
// harness's data, wait for /api/health to answer 200, and kill it with SIGKILL — no chance to flush or clean up.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

export interface ServerTarget {
  /** A fixed port, or 0: a free port picked for every start. */
  port: number;
  dataDir: string;
  databaseUrl?: string;
  webhookSecret: string;
  /** The harness's SMTP sink: every mail the queue sends arrives there. */
  smtpUrl: string;
  /** How long a job held by a killed instance waits before it is retried (JOB_EXPIRE_SECONDS). */
  jobExpireSeconds: number;
}

export interface RunningServer {
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
  baseUrl: string;
  /** Milliseconds from spawn until health answered 200. */
  startMs: number;
}

export class ServerStartError extends Error {}

/** Another process on the port would answer health checks and acknowledge writes in our place. */
export class PortInUseError extends Error {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startServer(target: ServerTarget, timeoutMs: number): Promise<RunningServer> {
  const port = target.port || (await freePort());
  if (await isListening(port)) {
    throw new PortInUseError(
      `port ${port} is already in use by another process: refusing to test someone else's server.`,
    );
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STRIPE_WEBHOOK_SECRET: target.webhookSecret,
      STRIPE_SECRET_KEY: '',
      SMTP_URL: target.smtpUrl,
      MAIL_FROM: 'Boardly <no-reply@boardly.example>',
      JOB_EXPIRE_SECONDS: String(target.jobExpireSeconds),
      // The load signs up and in far faster than a person: the per-address limit would refuse it.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new ServerStartError(`the server exited during start-up (code ${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      // Nothing listened before the spawn, so a live child means the answer is ours.
      if (res.status === 200 && child.exitCode === null) {
        return { child, exited, output: () => output, baseUrl, startMs: performance.now() - started };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await exited;
  throw new ServerStartError(
    `the server did not answer /api/health with 200 within ${timeoutMs} ms:\n${output}`,
  );
}

export async function killServer(server: RunningServer, signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
