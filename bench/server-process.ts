import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** What every benchmark needs: the app in its own process, and a signed-in session. */
export const root = fileURLToPath(new URL('..', import.meta.url))

/** Compiled server (ADR 34): `npm run build` writes it; what `npm start` runs. */
export const SERVER = 'apps/server/dist/bin/server.js'

/** Runs a script in its own node: TypeScript (`.ts`) through tsx, compiled JavaScript with plain node. */
export function start(
  args: string[],
  env: Record<string, string>,
  { stdout = 'inherit' }: { stdout?: 'inherit' | 'ignore' } = {},
): ChildProcess {
  const loader = args.some((arg) => arg.endsWith('.ts')) ? ['--import', 'tsx'] : []
  return spawn(process.execPath, [...loader, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  })
}

export async function waitFor(url: string) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** Signs in through the API; answers the cookie header (session and CSRF) and the CSRF token. */
export async function signIn(base: string, email: string, password: string) {
  const health = await fetch(`${base}/api/v1/accounts/csrf/`)
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const login = await fetch(`${base}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { cookie: `${session}; csrftoken=${csrf}`, csrf }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
}
