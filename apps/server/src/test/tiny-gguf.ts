import { writeFile } from 'node:fs/promises'

/**
 * Writes a tiny but valid GGUF model (llama architecture, one block, random weights, a byte-level
 * vocabulary) for the in-process model's tests (ADR 45): llama.cpp loads it, tokenizes any text and
 * streams tokens. Its answers are gibberish; what it proves is the path, not the model.
 */
export async function writeTinyGguf(path: string, seed = 1) {
  const embd = 32
  const heads = 2
  const ff = 64
  // Room for the portal's system prompt, which this character-level vocabulary spends a token per letter on.
  const context = 8192
  // The vocabulary: <unk>, <s>, </s>, printable ASCII (so the gibberish is mostly readable), and the 256
  // byte tokens SentencePiece falls back to for anything else.
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i).replace(' ', '▁'))
  const bytes = Array.from({ length: 256 }, (_, i) => `<0x${i.toString(16).toUpperCase().padStart(2, '0')}>`)
  const tokens = ['<unk>', '<s>', '</s>', ...printable, ...bytes]
  const types = [2, 3, 3, ...printable.map(() => 1), ...bytes.map(() => 6)]
  const vocab = tokens.length

  const out = new Writer()
  const tensors: [name: string, dims: number[]][] = [
    ['token_embd.weight', [embd, vocab]],
    ['output_norm.weight', [embd]],
    ['output.weight', [embd, vocab]],
    ['blk.0.attn_norm.weight', [embd]],
    ['blk.0.attn_q.weight', [embd, embd]],
    ['blk.0.attn_k.weight', [embd, embd]],
    ['blk.0.attn_v.weight', [embd, embd]],
    ['blk.0.attn_output.weight', [embd, embd]],
    ['blk.0.ffn_norm.weight', [embd]],
    ['blk.0.ffn_gate.weight', [embd, ff]],
    ['blk.0.ffn_up.weight', [embd, ff]],
    ['blk.0.ffn_down.weight', [ff, embd]],
  ]
  const meta: [string, Value][] = [
    ['general.architecture', str('llama')],
    ['general.name', str('portal-tiny-test')],
    ['general.alignment', u32(ALIGN)],
    ['llama.context_length', u32(context)],
    ['llama.embedding_length', u32(embd)],
    ['llama.block_count', u32(1)],
    ['llama.feed_forward_length', u32(ff)],
    ['llama.attention.head_count', u32(heads)],
    ['llama.attention.head_count_kv', u32(heads)],
    ['llama.attention.layer_norm_rms_epsilon', f32(1e-5)],
    ['llama.rope.dimension_count', u32(embd / heads)],
    ['tokenizer.ggml.model', str('llama')],
    ['tokenizer.ggml.tokens', { type: ARRAY, of: STRING, values: tokens }],
    ['tokenizer.ggml.scores', { type: ARRAY, of: FLOAT32, values: tokens.map((_, i) => -i) }],
    ['tokenizer.ggml.token_type', { type: ARRAY, of: INT32, values: types }],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    ['tokenizer.ggml.eos_token_id', u32(2)],
  ]
  out.bytes(Buffer.from('GGUF'))
  out.u32(3)
  out.u64(tensors.length)
  out.u64(meta.length)
  for (const [key, value] of meta) {
    out.string(key)
    out.value(value)
  }
  let offset = 0
  const sizes = tensors.map(([, dims]) => dims.reduce((a, b) => a * b, 1) * 4)
  tensors.forEach(([name, dims], i) => {
    out.string(name)
    out.u32(dims.length)
    for (const dim of dims) out.u64(dim)
    out.u32(0) // F32
    out.u64(offset)
    offset += align(sizes[i] as number)
  })
  out.pad()
  const random = mulberry32(seed)
  tensors.forEach(([name], i) => {
    const size = sizes[i] as number
    const data = Buffer.alloc(align(size))
    const norm = name.endsWith('norm.weight')
    for (let at = 0; at < size; at += 4) data.writeFloatLE(norm ? 1 : (random() - 0.5) * 0.5, at)
    out.bytes(data)
  })
  await writeFile(path, out.buffer())
}

const ALIGN = 32
const align = (n: number) => Math.ceil(n / ALIGN) * ALIGN
const UINT32 = 4
const INT32 = 5
const FLOAT32 = 6
const STRING = 8
const ARRAY = 9
type Value =
  | { type: typeof UINT32 | typeof INT32 | typeof FLOAT32; value: number }
  | { type: typeof STRING; value: string }
  | { type: typeof ARRAY; of: number; values: (string | number)[] }
const u32 = (value: number): Value => ({ type: UINT32, value })
const f32 = (value: number): Value => ({ type: FLOAT32, value })
const str = (value: string): Value => ({ type: STRING, value })

/** A small deterministic random source: the same seed writes the same file. */
function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Writer {
  private parts: Buffer[] = []
  private length = 0
  bytes(buffer: Buffer) {
    this.parts.push(buffer)
    this.length += buffer.length
  }
  /** A fixed-size little-endian number. */
  private fixed(size: number, write: (buffer: Buffer) => unknown) {
    const buffer = Buffer.alloc(size)
    write(buffer)
    this.bytes(buffer)
  }
  u32(n: number) {
    this.fixed(4, (b) => b.writeUInt32LE(n))
  }
  i32(n: number) {
    this.fixed(4, (b) => b.writeInt32LE(n))
  }
  f32(n: number) {
    this.fixed(4, (b) => b.writeFloatLE(n))
  }
  u64(n: number) {
    this.fixed(8, (b) => b.writeBigUInt64LE(BigInt(n)))
  }
  string(s: string) {
    const b = Buffer.from(s, 'utf8')
    this.u64(b.length)
    this.bytes(b)
  }
  scalar(type: number, value: string | number) {
    if (type === STRING) this.string(String(value))
    else if (type === INT32) this.i32(Number(value))
    else if (type === FLOAT32) this.f32(Number(value))
    else this.u32(Number(value))
  }
  value(value: Value) {
    this.u32(value.type)
    if (value.type === ARRAY) {
      this.u32(value.of)
      this.u64(value.values.length)
      for (const item of value.values) this.scalar(value.of, item)
    } else this.scalar(value.type, value.value)
  }
  /** Zeros up to the next alignment: tensor data starts aligned. */
  pad() {
    const rest = align(this.length) - this.length
    if (rest) this.bytes(Buffer.alloc(rest))
  }
  buffer() {
    return Buffer.concat(this.parts)
  }
}
