// The push endpoint rule of docs/product/notifications.md#push, on the default PUSH_ALLOWED_HOSTS and on an explicit
// list.
import { describe, expect, it } from 'vitest';
import { notificationMessages } from '@tms/contracts';
import { loadConfig } from '../../../config/config';
import { isSpecialAddress } from '../../../lib/network-addresses';
import { pushPolicy } from './push.policy';

const defaults = loadConfig({}).pushAllowedHosts;
const problem = (endpoint: string, allowed = defaults) => pushPolicy.endpointProblem(endpoint, allowed);
const { pushEndpointInvalid, pushEndpointNotAllowed, pushEndpointPrivate } = notificationMessages;

describe('push endpoint policy', () => {
  it('accepts the public push services of Chrome, Firefox, Edge and Safari by default', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://push.services.mozilla.com/wpush/v1/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGx1bWJlcg',
    ])
      expect(problem(endpoint), endpoint).toBeNull();
  });

  it('refuses plain http, credentials, other hosts, look-alike hosts and other ports', () => {
    expect(problem('http://fcm.googleapis.com/fcm/send/x')).toBe(pushEndpointInvalid);
    expect(problem('https://user:secret@fcm.googleapis.com/fcm/send/x')).toBe(pushEndpointInvalid);
    expect(problem('not a url')).toBe(pushEndpointInvalid);
    expect(problem('https://attacker.example.com/push')).toBe(pushEndpointNotAllowed);
    expect(problem('https://fcm.googleapis.com.attacker.example.com/push')).toBe(pushEndpointNotAllowed);
    expect(problem('https://evilfcm.googleapis.com/push')).toBe(pushEndpointNotAllowed);
    expect(problem('https://fcm.googleapis.com:8443/fcm/send/x')).toBe(pushEndpointNotAllowed);
  });

  it('refuses loopback, private, link-local and IPv4-embedding addresses in every spelling', () => {
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://10.0.0.8/x',
      'https://172.16.3.4/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/x',
    ])
      expect(problem(endpoint), endpoint).toBe(pushEndpointPrivate);
  });

  it('reaches a private address only when that very address and port are listed', () => {
    const local = loadConfig({ PUSH_ALLOWED_HOSTS: '127.0.0.1:8443,push.example.com' }).pushAllowedHosts;
    expect(problem('https://127.0.0.1:8443/push', local)).toBeNull();
    expect(problem('https://127.0.0.1/push', local)).toBe(pushEndpointPrivate);
    expect(problem('https://127.0.0.1:22/push', local)).toBe(pushEndpointPrivate);
    expect(problem('https://127.0.0.2:8443/push', local)).toBe(pushEndpointPrivate);
    expect(problem('https://eu.push.example.com/push', local)).toBeNull();
    expect(problem('https://fcm.googleapis.com/fcm/send/x', local)).toBe(pushEndpointNotAllowed);
    expect(pushPolicy.mayConnectTo('127.0.0.1', local)).toBe(true);
    expect(pushPolicy.mayConnectTo('127.0.0.2', local)).toBe(false);
    expect(pushPolicy.mayConnectTo('142.250.64.10', local)).toBe(true);
  });

  it('tells special addresses from public ones', () => {
    expect(isSpecialAddress('192.168.0.10')).toBe(true);
    expect(isSpecialAddress('fe80::abcd')).toBe(true);
    expect(isSpecialAddress('8.8.8.8')).toBe(false);
    expect(isSpecialAddress('2607:f8b0:4005:80a::200a')).toBe(false);
    expect(isSpecialAddress('fcm.googleapis.com')).toBe(false);
  });
});
