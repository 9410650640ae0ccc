import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { groundedModel, lastRole, type Script, startScriptedModel } from '@portal/server/test/openai-server'
import { SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * The assistant's time to first byte: what the portal adds (limits, session and message storage, the
 * records, its tools calling the API as the user) over the provider's own, with the scripted
 * OpenAI-protocol model answering instantly on loopback. The production server runs in its own process
 * on embedded PGlite. Three series of SAMPLES questions, one at a time, after a warm-up:
 *   provider — a request straight to the scripted model, until its first text chunk;
 *   plain    — POST /api/v1/ai/chat/ whose model answers with text at once, until the first `delta`;
 *   tools    — the same with one tool call first (the objectives, read as the user), until the first `delta`.
 * Usage: npm run bench:ai -w bench
 */
const PORT = Number(process.env.BENCH_PORT ?? 3263)
const MODEL_PORT = Number(process.env.BENCH_MODEL_PORT ?? 3262)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const base = `http://127.0.0.1:${PORT}`

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const round = (n: number) => Math.round(n * 10) / 10

// "plain" questions get text at once; the others go through a tool like a grounded model.
const model: Script = (request) => {
  const question = JSON.stringify(request.messages.at(-1)?.content ?? '')
  if (lastRole(request) === 'user' && question.includes('plain')) return { text: 'A plain answer.' }
  return groundedModel(request)
}

/** Milliseconds from sending to the first chunk that contains `marker`. */
async function timeToFirst(url: string, init: RequestInit, marker: string) {
  const started = performance.now()
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let seen = ''
  let first = Number.NaN
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    seen += decoder.decode(value, { stream: true })
    if (Number.isNaN(first) && seen.includes(marker)) first = performance.now() - started
  }
  if (Number.isNaN(first)) throw new Error(`no ${marker} in ${seen.slice(0, 300)}`)
  return first
}

async function main() {
  const scripted = await startScriptedModel({ fallback: model, port: MODEL_PORT })
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ai-'))
  const server = start([SERVER], {
    DATA_DIR: dir,
    PORT: String(PORT),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SERVE_WEB: '0',
    FEATURE_AI: '1',
    AI_BASE_URL: scripted.url,
    AI_MODEL: 'scripted',
    AI_RATE_LIMIT: '10000',
    AI_MONTHLY_TOKENS: '1000000000',
  })
  try {
    await waitFor(`${base}/api/ready`)
    const { cookie, csrf } = await signIn(base, 'user@acme.example', 'Portal!demo1')
    const headers = { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' }
    const provider = () =>
      timeToFirst(
        `${scripted.url}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'scripted',
            stream: true,
            messages: [{ role: 'user', content: 'plain' }],
          }),
        },
        '"content":"A',
      )
    const portal = (query: string) =>
      timeToFirst(
        `${base}/api/v1/ai/chat/`,
        { method: 'POST', headers, body: JSON.stringify({ query }) },
        'event: delta',
      )
    const series = {
      provider,
      plain: () => portal('plain question'),
      tools: () => portal('How are our objectives?'),
    }
    const results: Record<string, number[]> = {}
    for (const [name, run] of Object.entries(series)) {
      for (let i = 0; i < 10; i++) await run()
      results[name] = []
      for (let i = 0; i < SAMPLES; i++) results[name].push(await run())
    }
    const lines = ['| series | median ms | p95 ms | p99 ms |', '| --- | --- | --- | --- |']
    for (const [name, values] of Object.entries(results)) {
      lines.push(
        `| ${name} | ${round(percentile(values, 50))} | ${round(percentile(values, 95))} | ${round(percentile(values, 99))} |`,
      )
    }
    const added = (name: string) => round(percentile(results[name]!, 95) - percentile(results.provider!, 95))
    lines.push(
      '',
      `Added by the portal at p95: plain ${added('plain')} ms, with one tool call ${added('tools')} ms.`,
    )
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    await stop(server)
    await scripted.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
