import type { Plugin } from 'vite'

/**
 * Own copies of packages for some importers (ADR 81). The bundler keeps one copy of a module and
 * tree-shakes it for all its importers together: a package published as one file (d3-shape's
 * `dist/d3-shape.mjs`) used by a first screen (the charts: `line`, `area`, `stack`) and by code loaded
 * on demand (mermaid: its curves and symbols too) lands in one shared chunk holding what both use, and
 * the first screen loads all of it. The modules imported from `importers` resolve to the same files
 * under another id (`?<name>` after the path); such a copy is a module of its own, tree-shaken for
 * those importers alone. The listed packages the copies import are copied too (d3-shape's d3-path), so
 * a copy shares nothing with the other importers. Client build only: the server's bundle is not sent.
 */
export function ownCopies({
  name,
  packages,
  importers,
}: {
  /** The copies' id suffix, `?name`. */
  name: string
  packages: readonly string[]
  /** Module ids whose imports of the packages get the copies. */
  importers: RegExp
}): Plugin {
  const suffix = `?${name}`
  return {
    name: `portal-own-copies-${name}`,
    apply: 'build',
    // Before Vite's own resolver, which would answer the shared module.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !packages.includes(source)) return null
      const fromCopy = importer.endsWith(suffix)
      if (!fromCopy && !importers.test(importer)) return null
      const resolved = await this.resolve(source, fromCopy ? importer.slice(0, -suffix.length) : importer, {
        ...options,
        skipSelf: true,
      })
      return resolved && !resolved.external ? { ...resolved, id: resolved.id + suffix } : resolved
    },
  }
}
