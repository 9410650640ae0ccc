// Installs node-llama-cpp for the in-process GGUF model (ADR 45), which the normal install leaves out:
// the package with every platform's binaries is some 400 MB (CUDA and Vulkan builds). This installs it
// with only the CPU binary of this machine's platform, both from the npm registry (nothing is downloaded
// from elsewhere, nothing is compiled), in its own folder, and links it into node_modules so that the
// server's `import('node-llama-cpp')` finds it. Run again after `npm ci` (which empties node_modules).
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const VERSION = '3.22.1'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const folder = join(root, 'node_modules/.local-model-runtime')
const arch = process.arch === 'arm' ? 'armv7l' : process.arch
const platform =
  process.platform === 'darwin'
    ? `mac-${arch}${arch === 'arm64' ? '-metal' : ''}`
    : `${process.platform === 'win32' ? 'win' : process.platform}-${arch}`

mkdirSync(folder, { recursive: true })
writeFileSync(join(folder, 'package.json'), JSON.stringify({ private: true, type: 'module' }))
execFileSync(
  'npm',
  [
    'install',
    '--prefix',
    folder,
    '--no-save',
    '--no-package-lock',
    '--omit=optional',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    `node-llama-cpp@${VERSION}`,
    `@node-llama-cpp/${platform}@${VERSION}`,
  ],
  { stdio: 'inherit', shell: process.platform === 'win32' },
)
const link = join(root, 'node_modules/node-llama-cpp')
rmSync(link, { recursive: true, force: true })
symlinkSync(relative(dirname(link), join(folder, 'node_modules/node-llama-cpp')), link, 'junction')
process.stdout.write(
  `node-llama-cpp ${VERSION} with @node-llama-cpp/${platform} linked at ${relative(root, link)}\n`,
)
