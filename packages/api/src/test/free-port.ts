// A free local port for the servers tests start (IMAP, LDAP, OpenID providers).
import net from 'node:net';

/** A port on 127.0.0.1 nothing listens on (until someone takes it): a connection to it is refused at once. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
