import { startTestIdp } from '../../apps/server/src/test/oidc-provider.ts'

/**
 * The journeys' OpenID provider (the real `oidc-provider`, with a login page that takes any address),
 * run beside the e2e server by sso.spec.ts on the same fixed today (the portal-now preload), so the
 * ID tokens' times agree with the portal's clock.
 */
const portal = process.env.IDP_PORTAL_URL ?? ''
const idp = await startTestIdp(portal, {
  port: Number(process.env.IDP_PORT ?? 0),
  loginForm: true,
  sessionCookies: true,
})
process.stdout.write(`IDP_READY ${idp.issuer}\n`)
