import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The Dockerfile, compose.yaml and the proxy's config against the repository they build (ADR 42): no
// container runtime is needed, so this runs everywhere and catches drift (a moved entry point, a new
// workspace, a renamed route). ops/check-image.sh builds and runs the image itself where podman is.
const root = fileURLToPath(new URL('../../../../', import.meta.url))
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')
const dockerfile = read('Dockerfile')
const rootPackage = JSON.parse(read('package.json')) as {
  workspaces: string[]
  scripts: Record<string, string>
}
const serverBuild = read('apps/server/scripts/build.mjs')

/** `COPY` sources taken from the build context (not `--from=` another stage). */
const contextSources = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) =>
  m[1]!.trim().split(/\s+/).slice(0, -1),
)

describe('the container files', () => {
  it('copy only paths that exist, and every workspace manifest npm ci needs', () => {
    expect(contextSources.length).toBeGreaterThan(5)
    for (const source of contextSources) expect(existsSync(`${root}${source}`), source).toBe(true)
    for (const workspace of rootPackage.workspaces)
      expect(contextSources).toContain(`${workspace}/package.json`)
    const ignored = read('.dockerignore')
    for (const needed of ['packages', 'apps', 'package-lock.json'])
      expect(ignored).not.toMatch(new RegExp(`^${needed}$`, 'm'))
  })

  it('start what `npm run start:prod` starts, as a non-root user, with a readiness health check', () => {
    const cmd = /^CMD \["node", "([^"]+)"\]$/m.exec(dockerfile)?.[1]
    expect(rootPackage.scripts['start:prod']).toBe(`NODE_ENV=production node ${cmd}`)
    // The server bundle is what the build writes (dist/bin/<entry>.js), and the runtime stage copies dist/.
    expect(cmd).toBe('apps/server/dist/bin/server.js')
    // …which is the launcher the build writes, loading the bundle of src/server.ts beside it.
    expect(serverBuild).toMatch(/'server-main': 'src\/server\.ts'/)
    expect(serverBuild).toMatch(
      /`\$\{dist\}\/bin\/server\.js`,\n\s+`[^`]*await import\('\.\/server-main\.js'\)/,
    )
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/apps\/server\/dist apps\/server\/dist$/m)
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/apps\/web\/build apps\/web\/build$/m)
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '))
    expect(runtime).toMatch(/^USER portal$/m)
    expect(runtime).toMatch(/NODE_ENV=production/)
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/api\/ready/m)
  })

  it('put two portal processes behind the proxy, which checks their readiness', () => {
    const compose = read('compose.yaml')
    const caddy = read('ops/Caddyfile')
    expect(compose).toMatch(/^ {2}portal-1: \*portal$/m)
    expect(compose).toMatch(/^ {2}portal-2: \*portal$/m)
    expect(compose).toContain('./ops/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(caddy).toMatch(/reverse_proxy portal-1:3000 portal-2:3000/)
    expect(caddy).toMatch(/health_uri \/api\/ready/)
    // The compose default port and the image's agree.
    expect(dockerfile).toMatch(/PORT=3000/)
  })
})
