import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** What a client is told to wait while the instance starts. */
const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * What answers on PORT while a start waits for an unreachable database (ADR 0125): liveness 200
 * (the process is fine: an orchestrator must not restart it for the database's sake), readiness
 * and every other route 503 with `Retry-After`, in the error body every route uses. It opens only
 * when the database is found unreachable, so a start against a reachable one does not listen
 * before the app can serve (a proxy retries a refused connection elsewhere, never a 503), and it
 * closes the moment before the app listens on the same port.
 */
export class StartupListener {
  private server?: http.Server;

  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = http.createServer(answerWhileStarting);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Every answer said `Connection: close`; only a request being answered right now is cut.
    server.closeAllConnections();
    await closed;
  }
}

function answerWhileStarting(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  res.shouldKeepAlive = false;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (path === '/api/health') {
    res.end(JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime() * 10) / 10 }));
    return;
  }
  const text = path === '/api/health/ready' ? 'Servidor iniciando.' : 'Serviço temporariamente indisponível. Tente novamente em instantes.';
  const code = path === '/api/health/ready' ? 'STARTING' : 'SERVICE_UNAVAILABLE';
  res.statusCode = 503;
  res.setHeader('Retry-After', String(STARTING_RETRY_AFTER_SECONDS));
  res.end(JSON.stringify({ statusCode: 503, error: text, message: text, code }));
}
