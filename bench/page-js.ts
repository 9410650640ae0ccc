import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Response } from '@playwright/test'
import { root, SERVER, start, stop, waitFor } from './server-process.ts'

/**
 * The JavaScript a page really loads: opens it in Chromium (the production build, a fresh embedded
 * database), waits until React has hydrated it, and adds up every script response (static, preloaded
 * and dynamically imported), each gzip -9. Bars (DESIGN §4, issue 18): the login page ≤ 120 kB, every
 * other main page ≤ 180 kB; each page is held to its own bar and the run fails if one is over.
 * Usage: npm run build && npm run bench:page-js -- [/en-US/login /login …]
 * With BENCH_AS=<demo e-mail> the pages other than the login page are opened signed in as that account.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3213)
/** The login page's bar; every other page's. */
const LOGIN_BAR_KB = 120
const PAGE_BAR_KB = 180
const barOf = (path: string) =>
  /^(\/[a-z]{2}-[A-Z]{2,3})?\/login\/?$/.test(path) ? LOGIN_BAR_KB : PAGE_BAR_KB
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/en-US/login', '/login']
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-js-'))
const server = start([SERVER], {
  PORT: String(PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const lines: string[] = []
let failed = false
try {
  const base = `http://127.0.0.1:${PORT}`
  await waitFor(`${base}/api/ready`)
  // The login page is measured signed out (signed in, it sends the visitor on), the others signed in.
  const signedOut = await browser.newContext()
  const context = await browser.newContext()
  if (process.env.BENCH_AS) {
    const login = await context.newPage()
    await login.goto(`${base}/en-US/login`)
    await login.waitForSelector('html[data-hydrated="true"]')
    await login.getByLabel(/e-?mail/i).fill(process.env.BENCH_AS)
    await login.getByRole('textbox', { name: /passwor/i }).fill('Portal!demo1')
    await login.getByRole('button', { name: /sign in/i }).click()
    await login.waitForURL((url) => !url.pathname.endsWith('/login'))
    await login.close()
  }
  for (const path of paths) {
    const page = await (barOf(path) === LOGIN_BAR_KB ? signedOut : context).newPage()
    const scripts = new Map<string, Promise<number>>()
    const onResponse = (response: Response) => {
      const url = response.url()
      if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return
      scripts.set(
        url,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      )
    }
    page.on('response', onResponse)
    await page.goto(`${base}${path}`)
    await page.waitForSelector('html[data-hydrated="true"]')
    await page.waitForLoadState('networkidle')
    // What arrives later (a chunk a timer asks for) is not the page's load; its body would be read after
    // the page is closed.
    page.off('response', onResponse)
    const sizes = await Promise.all([...scripts].map(async ([url, size]) => ({ url, size: await size })))
    const total = sizes.reduce((sum, file) => sum + file.size, 0)
    const bar = barOf(path)
    if (kb(total) > bar) failed = true
    lines.push(`${path}: ${kb(total)} kB gzip in ${sizes.length} scripts (bar: ≤ ${bar} kB)`)
    for (const file of sizes.sort((a, b) => b.size - a.size)) {
      lines.push(`  ${kb(file.size).toString().padStart(6)} kB  ${new URL(file.url).pathname}`)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
}
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/page-js-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
if (failed) process.exitCode = 1
