// A Redis reachability check with no dependency: one PING (after AUTH when the URL has a password) over TCP/TLS.
import net from 'node:net';
import tls from 'node:tls';

const command = (...parts) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;

/** Resolves to null when Redis answers PONG, to `{ reply }` when it answers an error (e.g. NOAUTH), else to `{ unreachable }`. */
export function pingRedis(redisUrl, timeoutMs = 2000) {
  const url = new URL(redisUrl);
  const options = { host: url.hostname || '127.0.0.1', port: Number(url.port || 6379), servername: url.hostname };
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  const username = url.username ? decodeURIComponent(url.username) : undefined;
  return new Promise((resolve) => {
    const socket = url.protocol === 'rediss:' ? tls.connect(options) : net.connect(options);
    let reply = '';
    const finish = (reason) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(timeoutMs, () => finish({ unreachable: 'no answer' }));
    socket.once('error', (error) => finish({ unreachable: error.code ?? error.message }));
    socket.once(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
      const auth = password ? command('AUTH', ...(username ? [username] : []), password) : '';
      socket.write(auth + command('PING'));
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      const lines = reply.split('\r\n').filter(Boolean);
      const error = lines.find((l) => l.startsWith('-'));
      if (error) finish({ reply: error.slice(1) });
      else if (lines.includes('+PONG')) finish(null);
    });
  });
}
