import net from 'node:net';

/**
 * A TCP relay in front of a real server (moto) that can be made to hang the way a stopped process
 * does (SIGSTOP): connections are still accepted and bytes still taken in, but nothing is read or
 * answered until `resume()`, which hands over everything that arrived meanwhile, a request whose
 * client has since gone away included. With no target at all it is a store that never answers.
 */
export class StallingProxy {
  private hung = false;
  private readonly waiting = new Set<() => void>();
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    readonly endpoint: string,
  ) {}

  static async start(target: { host: string; port: number } | null): Promise<StallingProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const proxy = new StallingProxy(server, `http://127.0.0.1:${port}`);
    server.on('connection', (client) => proxy.relay(client, target));
    if (!target) proxy.hung = true;
    return proxy;
  }

  /** From now on nothing passes either way (connections stay open). */
  hang(): void {
    this.hung = true;
  }

  /** Everything held passes on, and traffic flows again. */
  resume(): void {
    this.hung = false;
    for (const flush of [...this.waiting]) flush();
    this.waiting.clear();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket, target: { host: string; port: number } | null): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => undefined);
    if (!target) return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    this.sockets.add(upstream);
    upstream.on('close', () => this.sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    this.pass(client, upstream);
    this.pass(upstream, client);
  }

  /** Moves bytes from `from` to `to`, holding them while hung; an end is passed on after them. */
  private pass(from: net.Socket, to: net.Socket): void {
    const held: (Buffer | null)[] = [];
    let ended = false;
    const flush = () => {
      for (const chunk of held.splice(0)) {
        if (to.destroyed) return;
        if (chunk === null) to.end();
        else to.write(chunk);
      }
    };
    const hold = (chunk: Buffer | null) => {
      if (ended) return;
      if (chunk === null) ended = true;
      held.push(chunk);
      if (!this.hung) flush();
      else this.waiting.add(flush);
    };
    from.on('data', (chunk: Buffer) => hold(chunk));
    // Ended or reset: what arrived before still reaches the other side, as a stopped process's
    // kernel buffers would hand it over.
    from.on('end', () => hold(null));
    from.on('close', () => hold(null));
  }
}
