import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { Endpoint } from '@portal/contracts/endpoint'
import ts from 'typescript'
import { type Plugin, runnerImport } from 'vite'

/**
 * The contracts in the browser without zod (ADR 63). A page's static import of `@portal/contracts/<m>`
 * gets that module's *routes* variant: each `endpoints()` table keeps only what a call needs at run
 * time (method, path, raw, and the tag and operation id `endpointRoutes` derives), and every declaration
 * that needs zod — a schema, or anything made from one — is left out. A page that imports a schema
 * statically fails the build ("missing export"); forms load theirs with `import()`, which gets the
 * contract module itself. The server build and the tests keep the modules as they are.
 */

const SUFFIX = '?contract-routes'

interface RoutesModule {
  code: string
  /** Top-level names left out (they need zod). */
  removed: Set<string>
}

/** The names a node reads as values (type positions and property names are not reads). */
function valueReads(node: ts.Node, into = new Set<string>()): Set<string> {
  if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return into
  if (ts.isIdentifier(node)) {
    into.add(node.text)
    return into
  }
  if (ts.isPropertyAccessExpression(node)) return valueReads(node.expression, into)
  if (ts.isPropertyAssignment(node)) {
    if (ts.isComputedPropertyName(node.name)) valueReads(node.name, into)
    return valueReads(node.initializer, into)
  }
  if (ts.isShorthandPropertyAssignment(node)) {
    into.add(node.name.text)
    return into
  }
  ts.forEachChild(node, (child) => {
    valueReads(child, into)
  })
  return into
}

const isEndpointsCall = (node: ts.Expression | undefined): node is ts.CallExpression =>
  node !== undefined &&
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'endpoints'

/** An endpoint table as the module declares it, reduced to what a call reads (method and path). */
export interface RouteTable {
  tag: string
  routes: Record<string, { method: string; path: string }>
}

/** The names a top-level statement declares as values. */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    )
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text]
  if (ts.isEnumDeclaration(statement)) return [statement.name.text]
  return []
}

/**
 * A contract module's routes variant. `relativeRemoved` answers what a module it imports (`./x.ts`)
 * leaves out, so what is made from those is left out here too.
 */
export function contractRoutesOf(
  file: string,
  text: string,
  tables: ReadonlyMap<string, RouteTable>,
  relativeRemoved: (path: string) => Set<string>,
): RoutesModule {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const removed = new Set<string>()
  // What comes from zod, or from a contract module's left-out part, is a schema.
  const tainted = new Set<string>()
  const edits: { start: number; end: number; text: string }[] = []
  // Named imports with the bindings kept so far; those nothing left reads go at the end.
  const imports: {
    statement: ts.ImportDeclaration
    bindings: ts.NamedImports
    kept: ts.ImportSpecifier[]
  }[] = []
  const gone = new Set<ts.Node>()
  const remove = (node: ts.Node) => {
    gone.add(node)
    edits.push({ start: node.getStart(source), end: node.getEnd(), text: '' })
  }

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const from = (statement.moduleSpecifier as ts.StringLiteral).text
    const bindings = statement.importClause?.namedBindings
    if (from === 'zod') {
      remove(statement)
      if (bindings && ts.isNamedImports(bindings))
        for (const name of bindings.elements) tainted.add(name.name.text)
      if (bindings && ts.isNamespaceImport(bindings)) tainted.add(bindings.name.text)
      if (statement.importClause?.name) tainted.add(statement.importClause.name.text)
      continue
    }
    if (!bindings || !ts.isNamedImports(bindings)) continue
    const leftOut = from.startsWith('.') ? relativeRemoved(resolve(dirname(file), from)) : new Set<string>()
    const kept = bindings.elements.filter((element) => {
      if (element.isTypeOnly) return true
      const imported = (element.propertyName ?? element.name).text
      if (!leftOut.has(imported)) return true
      tainted.add(element.name.text)
      return false
    })
    imports.push({ statement, bindings, kept })
  }

  // Each top-level declaration with what it reads; endpoint tables become their routes, reading nothing.
  interface Declaration {
    statement: ts.Statement
    names: string[]
    reads: Set<string>
    table?: { node: ts.Node; text: string }
  }
  const declarations = source.statements.flatMap((statement): Declaration[] => {
    const names = declaredNames(statement)
    if (names.length === 0) return []
    if (ts.isVariableStatement(statement)) {
      const [declaration] = statement.declarationList.declarations
      const table = tables.get(names[0] ?? '')
      if (statement.declarationList.declarations.length === 1 && isEndpointsCall(declaration?.initializer)) {
        if (!table) throw new Error(`${file}: ${names[0]} is not an exported endpoint table`)
        const text = `/*#__PURE__*/ endpointRoutes(${JSON.stringify(table.tag)}, ${JSON.stringify(table.routes)})`
        return [
          { statement, names, reads: new Set<string>(), table: { node: declaration.initializer, text } },
        ]
      }
    }
    return [{ statement, names, reads: valueReads(statement) }]
  })
  const left = new Set(declarations)
  for (let changed = true; changed; ) {
    changed = false
    for (const declaration of left) {
      if (![...declaration.reads].some((name) => tainted.has(name))) continue
      left.delete(declaration)
      for (const name of declaration.names) {
        tainted.add(name)
        removed.add(name)
      }
      remove(declaration.statement)
      changed = true
    }
  }
  let usesRoutes = false
  for (const { table } of left) {
    if (!table) continue
    usesRoutes = true
    edits.push({ start: table.node.getStart(source), end: table.node.getEnd(), text: table.text })
  }
  for (const statement of source.statements) {
    // A statement run for its effect with a schema (none today) would need zod: left out too.
    if (ts.isExpressionStatement(statement) && [...valueReads(statement)].some((name) => tainted.has(name)))
      remove(statement)
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (!ts.isNamedExports(statement.exportClause)) continue
      const leftOut = statement.moduleSpecifier
        ? relativeRemoved(resolve(dirname(file), (statement.moduleSpecifier as ts.StringLiteral).text))
        : tainted
      const kept = statement.exportClause.elements.filter(
        (element) => element.isTypeOnly || !leftOut.has((element.propertyName ?? element.name).text),
      )
      for (const element of statement.exportClause.elements)
        if (!kept.includes(element)) removed.add(element.name.text)
      if (kept.length < statement.exportClause.elements.length)
        edits.push({
          start: statement.exportClause.getStart(source),
          end: statement.exportClause.getEnd(),
          text: `{ ${kept.map((element) => element.getText(source)).join(', ')} }`,
        })
    }
  }
  // An import only what was left out read goes too: a module kept for nothing would still be loaded and
  // run (url-safety's ipaddr.js, 4 kB gzip, on every page that calls the services endpoints).
  const stillRead = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !gone.has(statement)) valueReads(statement, stillRead)
  }
  for (const { statement, bindings, kept } of imports) {
    const read = kept.filter((element) => element.isTypeOnly || stillRead.has(element.name.text))
    if (read.length === 0 && !statement.importClause?.name) remove(statement)
    else if (read.length < bindings.elements.length)
      edits.push({
        start: bindings.getStart(source),
        end: bindings.getEnd(),
        text: `{ ${read.map((element) => element.getText(source)).join(', ')} }`,
      })
  }
  let code = text
  for (const edit of edits.sort((a, b) => b.start - a.start))
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end)
  if (usesRoutes) code = `import { endpointRoutes } from './endpoint-path.ts'\n${code}`
  return { code, removed }
}

/**
 * Every contract module's endpoint tables by file and export, read from the modules themselves
 * (evaluated once in Node, so tables made by helpers such as PPM's per-level reads come out as the
 * server sees them).
 */
async function endpointTables(contractsDir: string): Promise<Map<string, Map<string, RouteTable>>> {
  const files = readdirSync(contractsDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  const entry = join(mkdtempSync(join(tmpdir(), 'portal-contracts-')), 'all.ts')
  writeFileSync(
    entry,
    files
      .map((name, index) => `export * as m${index} from ${JSON.stringify(join(contractsDir, name))}`)
      .join('\n'),
  )
  try {
    const { module } = await runnerImport<Record<string, Record<string, unknown>>>(entry, {
      configFile: false,
      logLevel: 'silent',
    })
    return new Map(
      files.map((name, index) => {
        const tables = routeTablesOf(module[`m${index}`] ?? {})
        return [join(contractsDir, name), tables]
      }),
    )
  } finally {
    rmSync(dirname(entry), { recursive: true, force: true })
  }
}

/** A contract module's endpoint tables (exports made by `endpoints()`) by export name. */
export function routeTablesOf(exports: Record<string, unknown>): Map<string, RouteTable> {
  const tables = new Map<string, RouteTable>()
  for (const [exported, value] of Object.entries(exports)) {
    const endpoints = value && typeof value === 'object' ? Object.entries(value) : []
    if (endpoints.length === 0 || !endpoints.every(([, endpoint]) => isEndpoint(endpoint))) continue
    const routes = Object.fromEntries(
      endpoints.map(([key, endpoint]) => [key, { method: endpoint.method, path: endpoint.path }]),
    )
    tables.set(exported, { tag: (endpoints[0]![1] as Endpoint).tag, routes })
  }
  return tables
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'operationId' in value &&
  'method' in value &&
  'path' in value

/**
 * Each contract file's routes variant, made once: a module re-exporting another's names learns from
 * that one's variant which of them were left out. `tables` gives each file's endpoint tables as read
 * from the real module (`routeTablesOf`).
 */
export function makeRoutesVariants(tables: Map<string, Map<string, RouteTable>>) {
  const modules = new Map<string, RoutesModule>()
  const routesOf = (file: string): RoutesModule => {
    let known = modules.get(file)
    if (!known) {
      known = contractRoutesOf(
        file,
        readFileSync(file, 'utf8'),
        tables.get(file) ?? new Map(),
        (path) => routesOf(path).removed,
      )
      modules.set(file, known)
    }
    return known
  }
  return routesOf
}

/** The zod-free routes variant of every contract module a page imports statically (see the top). */
export function contractRoutes(contractsDir: string): Plugin {
  let routesOf = makeRoutesVariants(new Map())
  const inContracts = (id: string) => id.startsWith(`${contractsDir}/`)
  return {
    name: 'portal-contract-routes',
    apply: 'build',
    // Before Vite's own resolver, which would answer the module itself.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      routesOf = makeRoutesVariants(await endpointTables(contractsDir))
    },
    async resolveId(source, importer, options) {
      if (!importer) return null
      if (importer.endsWith(SUFFIX)) {
        if (!source.startsWith('.')) return null
        return resolve(dirname(importer.slice(0, -SUFFIX.length)), source) + SUFFIX
      }
      // `import()` of a contract module (a form's schema) loads the module itself.
      if (!source.startsWith('@portal/contracts/') || inContracts(importer)) return null
      if ((options as { kind?: string }).kind === 'dynamic-import') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && inContracts(resolved.id) ? resolved.id + SUFFIX : resolved
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null
      return { code: routesOf(id.slice(0, -SUFFIX.length)).code, moduleType: 'ts' }
    },
    // zod in a page's first load (the entry, the root and route modules and what they import
    // statically) fails the build, wherever it comes from.
    generateBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      )
      const isZod = (id: string) => id.includes('/node_modules/zod/')
      const seen = new Set<string>()
      const offending = new Set<string>()
      const visit = (name: string, page: string) => {
        if (seen.has(name)) return
        seen.add(name)
        const chunk = chunks.get(name)
        if (!chunk) return
        if (chunk.moduleIds.some(isZod)) offending.add(page)
        for (const next of chunk.imports) visit(next, page)
      }
      for (const chunk of chunks.values())
        if (chunk.isEntry || /\/app\/(root\.tsx|routes\/)/.test(chunk.facadeModuleId ?? ''))
          visit(chunk.fileName, chunk.facadeModuleId ?? chunk.fileName)
      if (offending.size === 0) return
      // Our modules in those chunks that import zod themselves: what to change.
      const importing = [...seen].flatMap((name) =>
        (chunks.get(name)?.moduleIds ?? []).filter(
          (id) => !id.includes('/node_modules/') && this.getModuleInfo(id)?.importedIds.some(isZod),
        ),
      )
      this.error(
        `zod in the first load of ${[...offending].join(', ')} (ADR 63), imported by ${importing.join(', ')}`,
      )
    },
  }
}
