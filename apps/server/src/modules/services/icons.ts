import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Icon, SERVICE_ICONS } from '@portal/contracts/icons'

const require = createRequire(import.meta.url)

/**
 * The curated icon set, read once from the `@tabler/icons` package's SVG files. Each SVG loses its
 * class attribute, the invisible 24×24 bounding path and the line breaks: same drawing, a third of the
 * bytes.
 */
export function loadIconSet(): Icon[] {
  return SERVICE_ICONS.map((name) => {
    const file = readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8')
    const svg = file
      .replace(/\s*class="[^"]*"/, '')
      .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
      .replace(/\s+/g, ' ')
      .replace(/> </g, '><')
      .replace(/\s*\/>/g, '/>')
      .trim()
    return { name, svg }
  })
}
