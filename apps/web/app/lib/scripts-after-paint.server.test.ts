import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint } from './scripts-after-paint.server.ts'

// The shape React and React Router write (a production page, with its CSP nonce).
const BOOT =
  '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");</script>'
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/frame-1.css#" as="style"/>',
  '<link rel="modulepreload" href="/assets/en-US-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/frame-1.css#"/>',
  '</head><body><main><h1>Übersicht · 仪表板</h1></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {"stream": true};</script>',
  BOOT,
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("["Grüße"]");</script>',
  '</body></html>',
].join('')

/** The page through the transform, in chunks of `size` bytes (a tag may be cut anywhere). */
async function through(html: string, size: number) {
  const chunks: Buffer[] = []
  const bytes = Buffer.from(html)
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()))
}

describe('scripts after the first paint', () => {
  it.each([7, 64, 100_000])(
    'keeps the module script as text and its preloads for later, cut in chunks of %i bytes',
    async (size) => {
      const page = await through(PAGE, size)
      expect(page).not.toContain('rel="modulepreload"')
      expect(page).not.toContain('type="module"')
      // The module script's text, inert, where it was.
      expect(page).toContain(
        `<script type="text/plain" id="portal-boot">${BOOT.slice(BOOT.indexOf('>') + 1, -'</script>'.length)}</script>`,
      )
      // The starter carries the page's nonce and the preloads in their order.
      expect(page).toMatch(
        /<script nonce="n0nce">\(\(\)=>\{.*\["\/assets\/en-US-1\.js","\/assets\/root-1\.js"\]/,
      )
      // The rest of the page as it was.
      expect(page).toContain('<main><h1>Übersicht · 仪表板</h1></main>')
      expect(page).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/frame-1.css#"/>')
      expect(page.endsWith('streamController.enqueue("["Grüße"]");</script></body></html>')).toBe(true)
    },
  )

  it('passes a document without React Router’s module script as it is', async () => {
    const page = PAGE.replace(BOOT, '')
    expect(await through(page, 50)).toBe(page)
  })

  it('starts the scripts in the browser: the preloads, then the module script with the nonce', async () => {
    const page = await through(PAGE, 1_000)
    const starter = /<script nonce="n0nce">(\(\(\)=>\{[\s\S]*?)<\/script>/.exec(page)![1]!
    // The starter's own view of a document: what it appends, and the frames it waits for.
    const appended: { to: string; element: Record<string, string> }[] = []
    const frames: (() => void)[] = []
    const timers: { run: () => void; ms: number }[] = []
    const element = () => ({}) as Record<string, string>
    const documentStub = {
      currentScript: { nonce: 'n0nce' },
      createElement: element,
      getElementById: (id: string) => (id === 'portal-boot' ? { textContent: 'import("/x.js")' } : null),
      head: { append: (child: Record<string, string>) => appended.push({ to: 'head', element: child }) },
      body: { append: (child: Record<string, string>) => appended.push({ to: 'body', element: child }) },
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', starter)(
      documentStub,
      (run: () => void) => frames.push(run),
      (run: () => void, ms = 0) => timers.push({ run, ms }),
    )
    expect(appended).toEqual([])
    // The frame after the first paint, then a task after it.
    frames.shift()!()
    timers.find((timer) => timer.ms === 0)!.run()
    expect(appended).toEqual([
      { to: 'head', element: { rel: 'modulepreload', href: '/assets/en-US-1.js' } },
      { to: 'head', element: { rel: 'modulepreload', href: '/assets/root-1.js' } },
      { to: 'body', element: { type: 'module', nonce: 'n0nce', textContent: 'import("/x.js")' } },
    ])
    // The fallback a second later does not start them again.
    timers.find((timer) => timer.ms === 1_000)!.run()
    expect(appended).toHaveLength(3)
  })
})
