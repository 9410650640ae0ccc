import { dirname, join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/**
 * The modules a page's frame runs, each frame as one chunk (ADR 72): the document's (the client entry
 * and the root route: every page) and the signed-in layout's (every signed-in page). Left to itself,
 * the bundler cuts these into one chunk per set of routes that share a module: 40 to 60 small scripts
 * and style sheets that every page loads anyway, each compressed alone and naming the others by hash.
 *
 * A frame is what its route modules import statically, as the bundler will keep it: through a barrel
 * (a module that only passes on others' exports, such as `@mantine/core` or the icon set) only the
 * exports asked for are followed, or the frame would take in every Mantine component some page uses.
 * What loads on demand (`import()`) stays out, and so does what pages loaded without the frame need
 * (the sign-in page, which must stay light): see `shared` below.
 */
export function frameChunks(
  frames: readonly {
    name: string
    /** The route modules (and entry) that make the frame. */
    routes: RegExp
    /** Route modules loaded without this frame (the sign-in pages'): what they share with it stays theirs. */
    without?: RegExp
    /**
     * Of those, the ones that one page loads together (the login page and its layout, which have their
     * own bar): what they share with the frame is one chunk, what only the others share is another, so
     * the frame's pages load two shared chunks instead of one per set of sign-in pages (ADR 87). Without
     * it, every set of route modules gets a chunk.
     */
    apart?: RegExp
  }[],
) {
  const members = new Map(frames.map(({ name }) => [name, new Set<string>()]))
  // What a frame shares with pages loaded without it, by the set of those pages that need it: the bundler
  // puts a group's dependencies in its chunk, so these need groups of their own, taken first, or the
  // sign-in page would load the whole signed-in frame for a module or two.
  const shared = new Map<string, string>()
  // With `apart`: what those pages share, taken before the rest, whose modules import some of it (the
  // bundler puts a group's dependencies in its chunk).
  const sharedApart = new Map<string, string>()
  const plugin: Plugin = {
    name: 'portal-frame-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error || (this.environment && this.environment.name !== 'client')) return
      const graph = new ModuleGraph(this)
      const ids = [...this.getModuleIds()]
      const taken = new Set<string>()
      // Vite's preload helper, which every chunk with an `import()` calls, goes with what the apart pages
      // share: it is no import in the sources, so no closure holds it, and the bundler put it where the
      // sign-in page loaded 20 kB more for it.
      const helperHome = frames.find((frame) => frame.apart)
      if (helperHome && ids.includes(PRELOAD_HELPER)) {
        taken.add(PRELOAD_HELPER)
        sharedApart.set(PRELOAD_HELPER, `${helperHome.name}-shared-apart`)
      }
      for (const { name, routes, without, apart } of frames) {
        const found = await graph.closure(ids.filter((id) => routes.test(id)))
        const needers = new Map<string, string[]>()
        for (const route of without ? ids.filter((id) => without.test(id)) : [])
          for (const id of await graph.closure([route]))
            if (found.has(id) && !taken.has(id)) needers.set(id, [...(needers.get(id) ?? []), route])
        const signatures = new Map<string, number>()
        for (const id of found) {
          if (taken.has(id)) continue
          taken.add(id)
          const routesNeeding = needers.get(id)
          if (!routesNeeding) {
            members.get(name)!.add(id)
            continue
          }
          if (apart) {
            if (routesNeeding.some((route) => apart.test(route))) sharedApart.set(id, `${name}-shared-apart`)
            else shared.set(id, `${name}-shared`)
            continue
          }
          const signature = routesNeeding.sort().join('\n')
          if (!signatures.has(signature)) signatures.set(signature, signatures.size)
          shared.set(id, `${name}-shared-${signatures.get(signature)}`)
        }
        if (members.get(name)!.size === 0) this.error(`no modules found for the frame ${name} (${routes})`)
      }
    },
  }
  // In the frames' order, each frame's shared chunks before its own chunk: a group takes its modules'
  // dependencies into its chunk, so a later frame's group must not come first (the signed-in frame's
  // shared modules import the document frame's text catalogue, which the sign-in page then loaded in
  // the signed-in frame's shared chunk).
  const groups = frames
    .flatMap(({ name }) => [
      ...[sharedApart, shared].map((chunks) => ({
        name: (id: string) => chunks.get(id) ?? null,
        test: (id: string) => chunks.get(id)?.startsWith(`${name}-`) ?? false,
      })),
      { name, test: (id: string) => members.get(name)!.has(id) },
    ])
    .map((group, index, all) => ({ ...group, priority: all.length - index + 1 }))
  return { plugin, groups }
}

const PRELOAD_HELPER = '\0vite/preload-helper.js'

type Context = Rolldown.PluginContext
type Program = ReturnType<Context['parse']>
/** `all`, or the exports asked for (of a barrel). */
type Wanted = 'all' | ReadonlySet<string>
/** One import or re-export: the module it names and what it takes (`all` for `*` or a side effect). */
type Edge = { source: string; wanted: Wanted }
/** A barrel's exports by name, each to the module and name it comes from; `*` re-exports aside. */
type Barrel = { exports: Map<string, { source: string; name: string }>; stars: string[]; effects: string[] }

class ModuleGraph {
  private readonly parsed = new Map<string, { edges: Edge[]; barrel: Barrel | null } | null>()
  private readonly resolved = new Map<string, string | null>()

  constructor(private readonly context: Context) {}

  /** Every module the starts need, following barrels by name. */
  async closure(starts: string[]): Promise<Set<string>> {
    const found = new Set<string>()
    // Modules followed whole, and of barrels the exports followed so far.
    const whole = new Set<string>()
    const askedOf = new Map<string, Set<string>>()
    const queue: [string, Wanted][] = starts.map((id) => [id, 'all'])
    while (queue.length > 0) {
      const [id, wanted] = queue.pop()!
      if (whole.has(id)) continue
      const module = await this.module(id)
      if (module?.barrel && wanted !== 'all') {
        const asked = askedOf.get(id) ?? new Set<string>()
        askedOf.set(id, asked)
        const fresh = [...wanted].filter((name) => !asked.has(name))
        if (fresh.length === 0) continue
        found.add(id)
        for (const name of fresh) asked.add(name)
        const { exports, stars, effects } = module.barrel
        for (const source of effects) queue.push([await this.resolve(source, id), 'all'])
        for (const name of fresh) {
          const from = exports.get(name)
          if (from)
            queue.push([
              await this.resolve(from.source, id),
              from.name === '*' ? 'all' : new Set([from.name]),
            ])
          else for (const source of stars) queue.push([await this.resolve(source, id), new Set([name])])
        }
        continue
      }
      whole.add(id)
      found.add(id)
      const info = this.context.getModuleInfo(id)
      if (!info) continue
      const followed = new Set<string>()
      for (const edge of module?.edges ?? []) {
        const target = await this.resolve(edge.source, id)
        followed.add(target)
        queue.push([target, edge.wanted])
      }
      // What a plugin added, or what could not be read: all of it.
      for (const target of info.importedIds) if (!followed.has(target)) queue.push([target, 'all'])
    }
    for (const id of found) if (id.startsWith('\0')) found.delete(id)
    return found
  }

  /**
   * The module an import names: among the importer's imported modules when only one can be meant (a
   * relative path, or the one module of a package), else through the resolvers (slow: every plugin's).
   */
  private async resolve(source: string, importer: string): Promise<string> {
    const key = `${importer}\n${source}`
    if (!this.resolved.has(key)) {
      const candidates = (this.context.getModuleInfo(importer)?.importedIds ?? []).filter(
        source.startsWith('.')
          ? (id) => {
              const path = join(dirname(importer.split('?')[0]!), source)
              const bare = id.split('?')[0]!
              if (!bare.startsWith(path)) return false
              const rest = bare.slice(path.length)
              return rest === '' || /^\.[a-z]+$/.test(rest) || rest.startsWith('/index.')
            }
          : (id) => id.includes(`/node_modules/${packageOf(source)}/`),
      )
      if (candidates.length === 1) this.resolved.set(key, candidates[0]!)
      else {
        const resolved = await this.context.resolve(source, importer)
        this.resolved.set(key, resolved && !resolved.external ? resolved.id : null)
      }
    }
    return this.resolved.get(key) ?? `\0unresolved:${source}`
  }

  private async module(id: string) {
    if (this.parsed.has(id)) return this.parsed.get(id)
    const code = this.context.getModuleInfo(id)?.code
    let program: Program | null = null
    if (code && /\.(m?[jt]sx?)(\?|$)/.test(id)) {
      try {
        program = this.context.parse(code, { lang: /\.tsx?(\?|$)/.test(id) ? 'tsx' : 'jsx' })
      } catch {
        program = null
      }
    }
    const module = program ? readModule(program) : null
    this.parsed.set(id, module)
    return module
  }
}

/** `@scope/name` or `name` of a package import (`react-dom/client` → `react-dom`). */
const packageOf = (source: string) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/')

/** A module's imports and re-exports, and its exports by origin if it is a barrel. */
function readModule(program: Program) {
  const edges: Edge[] = []
  const imported = new Map<string, { source: string; name: string }>()
  const exports = new Map<string, { source: string; name: string }>()
  const stars: string[] = []
  const effects: string[] = []
  let barrel = true
  const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
    node.type === 'Identifier' ? (node.name as string) : String(node.value)
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue
      const source = statement.source.value
      const names = new Set<string>()
      let whole = statement.specifiers.length === 0
      for (const specifier of statement.specifiers) {
        // A barrel passes a namespace on (`export { index as icons }`): followed whole only if asked for.
        if (specifier.type === 'ImportNamespaceSpecifier') {
          whole = true
          imported.set(specifier.local.name, { source, name: '*' })
        } else if (specifier.type === 'ImportDefaultSpecifier') {
          names.add('default')
          imported.set(specifier.local.name, { source, name: 'default' })
        } else {
          if (specifier.importKind === 'type') continue
          names.add(nameOf(specifier.imported))
          imported.set(specifier.local.name, { source, name: nameOf(specifier.imported) })
        }
      }
      if (statement.specifiers.length === 0) effects.push(source)
      else if (!whole && names.size === 0) continue
      edges.push({ source, wanted: whole ? 'all' : names })
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exportKind === 'type') continue
      stars.push(statement.source.value)
      edges.push({ source: statement.source.value, wanted: 'all' })
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      if (statement.exportKind === 'type') continue
      const source = statement.source?.value
      const names = new Set<string>()
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local)
        const exported = nameOf(specifier.exported)
        if (source) {
          names.add(local)
          exports.set(exported, { source, name: local })
        } else {
          const from = imported.get(local)
          if (from) exports.set(exported, from)
          else barrel = false
        }
      }
      if (source && names.size > 0) edges.push({ source, wanted: names })
    } else if (
      !(statement.type === 'ExpressionStatement' && 'directive' in statement && statement.directive)
    ) {
      barrel = false
    }
  }
  return { edges, barrel: barrel && exports.size + stars.length > 0 ? { exports, stars, effects } : null }
}
