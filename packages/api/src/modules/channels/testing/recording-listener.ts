// A throw-away TCP server on 127.0.0.1 for the channel's tests, keeping every byte it receives: `imap` greets as an
// IMAP server would and refuses every command but CAPABILITY (so a client that has a password sends it in a LOGIN,
// and the test sees it), `silent` accepts connections and never says a word (a port that does not answer in time).
import net from 'node:net';

export interface RecordingListener {
  host: string;
  port: number;
  /** How many connections were made to it. */
  readonly connections: number;
  /** Everything received, over every connection. */
  received(): string;
  close(): Promise<void>;
}

const GREETING = '* OK IMAP4rev1 ready\r\n';

/** Answers one command line as a server that knows only CAPABILITY and refuses the rest (LOGIN included). */
function answerOf(line: string): string {
  const [tag, command = ''] = line.split(' ');
  if (command.toUpperCase() === 'CAPABILITY') return `* CAPABILITY IMAP4rev1\r\n${tag} OK done\r\n`;
  return `${tag} NO refused\r\n`;
}

export async function startRecordingListener(kind: 'imap' | 'silent'): Promise<RecordingListener> {
  const chunks: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (kind === 'imap') for (const line of chunk.toString('utf8').split('\r\n').filter(Boolean)) socket.write(answerOf(line));
    });
    if (kind === 'imap') socket.write(GREETING);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as net.AddressInfo).port,
    get connections() {
      return connections;
    },
    received: () => Buffer.concat(chunks).toString('utf8'),
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
