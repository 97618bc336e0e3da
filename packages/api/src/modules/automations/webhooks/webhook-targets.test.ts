// Where a rule's webhook may point when it is saved (docs/product/automations.md): https to a public address, or a host
// of WEBHOOK_ALLOWED_HOSTS; loopback, private and link-local addresses in any spelling, and names resolving to them,
// are refused with a Spanish message.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/config';
import { checkWebhookTarget, webhookTargetMessages, type ResolveHost } from './webhook-targets';

const publicAddress: ResolveHost = async () => ['93.184.216.34'];
const unresolvable: ResolveHost = async (host) => {
  throw new Error(`getaddrinfo ENOTFOUND ${host}`);
};
const problem = (url: string, env: Record<string, string> = {}, resolve = publicAddress) =>
  checkWebhookTarget(url, loadConfig(env), resolve);
const { invalid, credentials, httpsOnly, private: privateTarget, unresolved } = webhookTargetMessages;

describe('webhook targets', () => {
  it('accepts https to a public name or address', async () => {
    expect(await problem('https://hooks.example.com/tms?x=1')).toBeNull();
    expect(await problem('https://hooks.example.com:8443/tms')).toBeNull();
    expect(await problem('https://8.8.8.8/tms', {}, unresolvable)).toBeNull();
    expect(await problem('https://[2607:f8b0:4005:80a::200a]/tms', {}, unresolvable)).toBeNull();
  });

  it('refuses what is not an http(s) URL, credentials in the URL and plain http', async () => {
    for (const url of ['no es una url', 'ftp://hooks.example.com/x', 'javascript:alert(1)', 'file:///etc/passwd', ''])
      expect(await problem(url), url).toBe(invalid);
    expect(await problem('https://user:secret@hooks.example.com/x')).toBe(credentials);
    expect(await problem('http://hooks.example.com/x')).toBe(httpsOnly);
  });

  it('refuses loopback, private, link-local and unspecified addresses in every spelling', async () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://0177.0.0.1/x',
      'https://10.0.0.8/x',
      'https://172.16.3.4/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://0/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/x',
    ])
      expect(await problem(url, {}, unresolvable), url).toBe(privateTarget);
  });

  it('refuses a name resolving to a private address, and one that does not resolve', async () => {
    expect(await checkWebhookTarget('https://localhost/hook', loadConfig({}))).toBe(privateTarget);
    expect(await problem('https://metadata.example.com/x', {}, async () => ['169.254.169.254'])).toBe(privateTarget);
    expect(await problem('https://mixed.example.com/x', {}, async () => ['93.184.216.34', '10.1.2.3'])).toBe(privateTarget);
    expect(await problem('https://mapped.example.com/x', {}, async () => ['::ffff:192.168.0.1'])).toBe(privateTarget);
    expect(await problem('https://nowhere.example.com/x', {}, unresolvable)).toBe(unresolved);
  });

  it('lets listed hosts use http and private addresses, on the listed port only', async () => {
    const env = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:8080, hooks.internal,[::1]' };
    expect(await problem('http://127.0.0.1:8080/x', env, unresolvable)).toBeNull();
    expect(await problem('https://127.0.0.1:8080/x', env, unresolvable)).toBeNull();
    expect(await problem('http://127.0.0.1:8081/x', env)).toBe(httpsOnly);
    expect(await problem('https://127.0.0.1:8081/x', env)).toBe(privateTarget);
    expect(await problem('https://127.0.0.2:8080/x', env)).toBe(privateTarget);
    // A listed name is trusted wherever it points (resolving is not even asked), on its scheme's default port.
    expect(await problem('http://hooks.internal/x', env, unresolvable)).toBeNull();
    expect(await problem('https://hooks.internal/x', env, async () => ['10.0.0.9'])).toBeNull();
    expect(await problem('http://hooks.internal:8080/x', env)).toBe(httpsOnly);
    expect(await problem('http://sub.hooks.internal/x', env)).toBe(httpsOnly);
    expect(await problem('http://[::1]/x', env)).toBeNull();
    expect(await problem('http://localhost:8080/x', env)).toBe(httpsOnly);
  });

  it('reads WEBHOOK_ALLOWED_HOSTS: empty by default, and a bad entry stops the start', () => {
    expect(loadConfig({}).webhookAllowedHosts).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'Hooks.Internal:8080,[::ffff:127.0.0.1]' }).webhookAllowedHosts).toEqual([
      { host: 'hooks.internal', port: 8080 },
      { host: '::ffff:7f00:1', port: null },
    ]);
    for (const value of ['*.example.com', 'host:99999', 'a b', 'http://hooks.internal'])
      expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: value }), value).toThrow(ConfigError);
  });
});
