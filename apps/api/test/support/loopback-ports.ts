import { createServer } from 'node:net';

/**
 * Where the servers a test starts itself listen (PgBouncer, a PostgreSQL primary and its replica): below the
 * kernel's ephemeral range (32768–60999 on Linux), from which the suite's own outgoing connections take their
 * local ports. A port inside that range can be held by one of them at the moment a server binds it, and the
 * server then fails to start (the likely cause of a replica that once did not start in CI).
 */
export async function freeLoopbackPorts(first: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = first; port < first + 50 && ports.length < count; port++) if (await portIsFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`fewer than ${count} free loopback ports among ${first}–${first + 49}`);
  return ports;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
