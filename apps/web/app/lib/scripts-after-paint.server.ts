import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/** React Router's module script: the route modules' imports, the manifest, and the entry's `import()`. */
const BOOT_SCRIPT = /^<script nonce="([^"]*)" type="module" async="">([\s\S]*)<\/script>$/
const BOOT_MARK = '" type="module" async="">'
/** A module preload as React writes it (React Router's, and the page's text chunks from root.tsx). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*\/>/g
const BOOT_ID = 'portal-boot'

/**
 * The page's scripts after its first paint (ADR 88). The document is whole without them (SSR), but a
 * browser that meets React Router's module preloads in the head fetches and compiles 40-odd scripts
 * while it still parses and lays out the page, and on a slow line they share it with the stylesheets
 * the first paint waits for. So the module script is kept as text and the preloads are taken out of
 * the document; a small script of the page starts them both once the browser has painted (the frame
 * after next), or after a second at the latest (a tab opened in the background paints no frame).
 *
 * A stream transform over the rendered HTML: it holds the text until React Router's module script has
 * passed (the shell, which React writes at once), rewrites that, and passes the rest as it comes.
 * A document without that script (React Router's markup changed by an upgrade, say) passes as it is,
 * with its scripts as before.
 */
export function scriptsAfterPaint() {
  // A chunk may end inside a character of several bytes (the page's German, Chinese, …).
  const decoder = new StringDecoder('utf8')
  let held = ''
  // How far `held` has been searched for the module script's opening (a mark may span two chunks).
  let searched = 0
  let opening = -1
  let done = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk))
      held += decoder.write(chunk)
      if (opening < 0) {
        opening = held.indexOf(BOOT_MARK, Math.max(0, searched - BOOT_MARK.length))
        searched = held.length
      }
      const end = opening < 0 ? -1 : held.indexOf('</script>', opening)
      if (end < 0) return callback()
      done = true
      const start = held.lastIndexOf('<script', opening)
      const boot = BOOT_SCRIPT.exec(held.slice(start, end + '</script>'.length))
      const text = boot ? rewrite(held, start, boot) : held
      held = ''
      callback(null, text)
    },
    flush(callback) {
      callback(null, held + decoder.end() || undefined)
    },
  })
}

function rewrite(html: string, at: number, boot: RegExpExecArray) {
  const [script, nonce, moduleText] = boot as unknown as [string, string, string]
  const before = html.slice(0, at)
  const after = html.slice(at + script.length)
  const preloads: string[] = []
  const withoutPreloads = (text: string) =>
    text.replace(MODULE_PRELOAD, (_link, href: string) => {
      preloads.push(href)
      return ''
    })
  const head = withoutPreloads(before)
  const tail = withoutPreloads(after)
  const hrefs = JSON.stringify(preloads).replace(/</g, '\\u003c')
  return `${head}<script type="text/plain" id="${BOOT_ID}">${moduleText}</script><script nonce="${nonce}">${starter(hrefs)}</script>${tail}`
}

const starter = (hrefs: string) =>
  `(()=>{const nonce=document.currentScript.nonce;let started=false;const start=()=>{if(started)return;started=true;` +
  `for(const href of ${hrefs}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}` +
  `const boot=document.createElement('script');boot.type='module';boot.nonce=nonce;boot.textContent=document.getElementById('${BOOT_ID}').textContent;document.body.append(boot)};` +
  `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)})()`
