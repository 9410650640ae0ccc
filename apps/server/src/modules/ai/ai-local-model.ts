import { basename } from 'node:path'
import type { LanguageModel } from 'ai'
import type { LocalModelConfig } from '../../core/config.ts'

/**
 * A GGUF model run in-process by `node-llama-cpp` (ADR 45), as a language model of the AI SDK: the chat
 * route streams it through the same `streamText` call as an OpenAI-compatible provider. The package is
 * an optional peer dependency, imported only when `AI_MODEL_PATH` is set and the first question comes, so
 * a server without it neither installs nor loads it. The local model is offered no tools: it answers
 * from the conversation alone, never from the portal's data (the panel says so).
 */

type V3Model = Extract<LanguageModel, { specificationVersion: 'v3' }>
type CallOptions = Parameters<V3Model['doStream']>[0]
type StreamPart =
  Awaited<ReturnType<V3Model['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never

/** The few parts of node-llama-cpp used here (its own types are not installed with the portal). */
type HistoryItem =
  | { type: 'system'; text: string }
  | { type: 'user'; text: string }
  | { type: 'model'; response: string[] }
interface TokenMeterState {
  usedInputTokens: number
  usedOutputTokens: number
}
interface LlamaCpp {
  getLlama(options: Record<string, unknown>): Promise<{
    loadModel(options: { modelPath: string }): Promise<{
      createContext(options: Record<string, unknown>): Promise<{
        getSequence(): { tokenMeter: { getState(): TokenMeterState } }
      }>
    }>
  }>
  LlamaChat: new (options: {
    contextSequence: unknown
  }) => {
    generateResponse(
      history: HistoryItem[],
      options: {
        signal?: AbortSignal
        stopOnAbortSignal?: boolean
        maxTokens?: number
        onTextChunk?: (text: string) => void
      },
    ): Promise<{ metadata: { stopReason: string } }>
  }
}

interface Runtime {
  chat: InstanceType<LlamaCpp['LlamaChat']>
  meter: { getState(): TokenMeterState }
  /** One answer at a time: the model has one context sequence. */
  queue: Promise<unknown>
}

/** Where node-llama-cpp comes from: a variable, so neither TypeScript nor the bundler resolve it. */
const PACKAGE = 'node-llama-cpp'

const runtimes = new Map<string, Promise<Runtime>>()

async function load(config: LocalModelConfig): Promise<Runtime> {
  let llamaCpp: LlamaCpp
  try {
    llamaCpp = (await import(PACKAGE)) as LlamaCpp
  } catch (error) {
    throw new Error(
      'AI_MODEL_PATH is set, but node-llama-cpp is not installed: run `npm run ai:local-runtime` (ADR 45)',
      { cause: error },
    )
  }
  // Note: `build: 'never'` — only the prebuilt binaries that came from the npm registry; never a
  // download or a compile at run time.
  const llama = await llamaCpp.getLlama({ build: 'never', skipDownload: true, progressLogs: false })
  const model = await llama.loadModel({ modelPath: config.modelPath })
  const context = await model.createContext({
    ...(config.threads && { threads: config.threads }),
  })
  const sequence = context.getSequence()
  return {
    chat: new llamaCpp.LlamaChat({ contextSequence: sequence }),
    meter: sequence.tokenMeter,
    queue: Promise.resolve(),
  }
}

/** The model, loaded once per process at the first question (a failed load is tried again next time). */
function runtimeOf(config: LocalModelConfig) {
  let runtime = runtimes.get(config.modelPath)
  if (!runtime) {
    runtime = load(config)
    runtime.catch(() => runtimes.delete(config.modelPath))
    runtimes.set(config.modelPath, runtime)
  }
  return runtime
}

/** The AI SDK's prompt as node-llama-cpp's chat history: the text of each turn. */
function historyOf(prompt: CallOptions['prompt']): HistoryItem[] {
  const history: HistoryItem[] = []
  for (const message of prompt) {
    if (message.role === 'system') history.push({ type: 'system', text: message.content })
    else if (message.role === 'user' || message.role === 'assistant') {
      const text = message.content
        .map((part) => (part.type === 'text' ? part.text : ''))
        .join('')
        .trim()
      if (message.role === 'user') history.push({ type: 'user', text })
      else history.push({ type: 'model', response: [text] })
    }
  }
  // The model's answer comes next.
  history.push({ type: 'model', response: [] })
  return history
}

export function localLanguageModel(config: LocalModelConfig): V3Model {
  return {
    specificationVersion: 'v3',
    provider: 'node-llama-cpp',
    modelId: basename(config.modelPath),
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error('the in-process model only streams')),
    doStream: async (options) => {
      const runtime = await runtimeOf(config)
      const stop = new AbortController()
      options.abortSignal?.addEventListener('abort', () => stop.abort(), { once: true })
      let open = true
      const stream = new ReadableStream<StreamPart>({
        start: (controller) => {
          const send = (part: StreamPart) => {
            if (open) controller.enqueue(part)
          }
          const run = async () => {
            const before = runtime.meter.getState()
            send({ type: 'stream-start', warnings: [] })
            send({ type: 'text-start', id: 'answer' })
            let stopReason = 'error'
            try {
              const result = await runtime.chat.generateResponse(historyOf(options.prompt), {
                signal: stop.signal,
                stopOnAbortSignal: true,
                maxTokens: Math.min(options.maxOutputTokens ?? config.maxTokens, config.maxTokens),
                onTextChunk: (delta) => send({ type: 'text-delta', id: 'answer', delta }),
              })
              stopReason = result.metadata.stopReason
            } catch (error) {
              send({ type: 'error', error })
            }
            const after = runtime.meter.getState()
            const input = after.usedInputTokens - before.usedInputTokens
            const output = after.usedOutputTokens - before.usedOutputTokens
            send({ type: 'text-end', id: 'answer' })
            send({
              type: 'finish',
              finishReason: {
                unified: stopReason === 'maxTokens' ? 'length' : stopReason === 'error' ? 'error' : 'stop',
                raw: stopReason,
              },
              usage: {
                inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
                outputTokens: { total: output, text: output, reasoning: undefined },
              },
            })
            if (open) controller.close()
            open = false
          }
          // Answers wait their turn; a failure of one does not stop the next.
          runtime.queue = runtime.queue.then(run, run)
        },
        cancel: () => {
          open = false
          stop.abort()
        },
      })
      return { stream }
    },
  }
}
