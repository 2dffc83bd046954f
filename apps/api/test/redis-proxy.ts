import { createServer, connect, Server, Socket, AddressInfo } from 'node:net';

/**
 * A TCP relay in front of the shared test Redis: `cut()` drops every connection and refuses new ones (an
 * outage as the api sees it, without touching the Redis other test files use), `restore()` listens again
 * on the same port.
 */
export class RedisProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  private constructor(private readonly target: URL) {}

  static async start(targetUrl: string): Promise<RedisProxy> {
    const proxy = new RedisProxy(new URL(targetUrl));
    await proxy.listen();
    return proxy;
  }

  /** The target URL (database number and credentials kept) with the relay's address. */
  get url(): string {
    const url = new URL(this.target.toString());
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }
}
