import { groundedModel, startScriptedModel } from './openai-server.ts'

/**
 * The scripted OpenAI-protocol model as a process of its own, for the browser journeys and the bench:
 * `SCRIPTED_MODEL_PORT=3261 node --import tsx apps/server/src/test/openai-server-cli.ts`. It answers like
 * `groundedModel`: a tool call for the question, then the items it got as links.
 */
const port = Number(process.env.SCRIPTED_MODEL_PORT ?? 0)
const delayMs = Number(process.env.SCRIPTED_MODEL_DELAY_MS ?? 0)
const model = await startScriptedModel({ fallback: groundedModel, port, delayMs })
process.stdout.write(`scripted model at ${model.url}\n`)
const stop = async () => {
  await model.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
