// The company directory of the browser journeys (playwright.config.ts starts it beside the app): Debian's slapd on
// 127.0.0.1:E2E_LDAP_PORT (the tests' harness, directory/testing/slapd-server.ts) with one person, Dora, in the group
// 'agentes', which the app maps to the role Agente. It runs until it is stopped, and takes slapd with it.
import { startSlapd } from '../modules/access/directory/testing/slapd-server';
import { directoryPerson } from './directory-person';

const port = Number(process.env.E2E_LDAP_PORT);
if (!port) throw new Error('E2E_LDAP_PORT is required');
const directory = await startSlapd([directoryPerson], [{ cn: 'agentes', members: [directoryPerson.uid] }], port);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void directory.stop().then(() => process.exit(0)));
}
