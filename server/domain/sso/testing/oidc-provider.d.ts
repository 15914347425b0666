// oidc-provider 9 ships no type declarations; these cover what the test issuer uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface OidcClient {
    clientId: string
  }

  interface OidcIdToken {
    scope: string
    set(key: string, value: unknown): void
    issue(options: { use: 'idtoken' }): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    Client: {
      find(id: string): Promise<OidcClient | undefined>
      /** Client metadata checks; `invalidate` refuses a client, with a code naming the check. */
      Schema: { prototype: { invalidate(message: string, code?: string): void } }
    }
    IdToken: new (claims: Record<string, unknown>, options: { client: OidcClient }) => OidcIdToken
  }
}
