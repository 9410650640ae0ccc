import * as oidc from 'openid-client'
import type { SecretBox } from '../../core/secret-box.ts'
import type { ProviderRow } from './sso-providers.service.ts'

const DISCOVERY_TTL_MS = 10 * 60_000

/**
 * The openid-client configuration of a provider (its discovery document and keys), kept for ten minutes
 * per saved version of the provider. Plain http is accepted only for loopback issuers (the contract
 * refuses others), which is how tests and local set-ups run.
 */
export class OidcClients {
  private readonly cache = new Map<string, { version: number; at: number; config: oidc.Configuration }>()

  constructor(private readonly box: SecretBox) {}

  async configurationOf(provider: ProviderRow): Promise<oidc.Configuration> {
    const version = provider.updatedAt.getTime()
    const kept = this.cache.get(provider.id)
    if (kept && kept.version === version && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config
    const secret = provider.clientSecretSealed ? this.box.open(provider.clientSecretSealed) : null
    const insecure = provider.issuer.startsWith('http://')
    const config = await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      secret ?? undefined,
      secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
      { ...(insecure && { execute: [oidc.allowInsecureRequests] }), timeout: 10 },
    )
    this.cache.set(provider.id, { version, at: Date.now(), config })
    return config
  }
}
