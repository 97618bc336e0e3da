// The part of oidc-provider (which ships no type declarations) the channel's test provider uses.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: object);
    callback(): RequestListener;
    on(event: string, listener: (...args: never[]) => void): this;
    AccessToken: { find(value: string): Promise<{ destroy(): Promise<void> } | undefined> };
  }
}
