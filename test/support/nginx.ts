import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './process.js';

export interface RunningNginx {
  port: number;
  /** nginx's error log so far (upstreams it gave up on, and why). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The settings of deploy/systemd/poliglota.env that say how an instance sits behind the proxy
 * (TRUST_PROXY, METRICS_ALLOW, HTTP_COMPRESSION), as shipped: the test's instances run with them unchanged.
 */
export function shippedProxySettings(): Record<string, string> {
  const text = fs.readFileSync(path.join(projectRoot, 'deploy', 'systemd', 'poliglota.env'), 'utf8');
  const settings: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^(TRUST_PROXY|METRICS_ALLOW|HTTP_COMPRESSION)=(.*)$/.exec(line.trim());
    if (match) settings[match[1]] = match[2];
  }
  return settings;
}

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * nginx running deploy/nginx/poliglota.conf — the operators' file, placeholders filled —
 * inside a minimal main configuration of the test's own (prefix, temp paths, logs).
 */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const site = fs
    .readFileSync(path.join(projectRoot, 'deploy', 'nginx', 'poliglota.conf'), 'utf8')
    .replace('{{UPSTREAM_SERVERS}}', upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '))
    .replace('{{LISTEN}}', `127.0.0.1:${port}`);
  fs.writeFileSync(path.join(prefix, 'poliglota.conf'), site);
  const root = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${root ? 'user root root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/poliglota.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Up when it answers (a 502 from no upstream yet counts).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false);
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    errorLog: () => {
      try {
        return fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
