// Boundaries the build enforces (ADR 18). `npm run lint:deps` checks them; `npm run lint` runs it after Biome.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-module',
      comment:
        'core/ is what every module builds on; a module plugs into it from app.ts or seed.ts, never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/core/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'module-tables-stay-home',
      comment:
        "A module's tables are its own; tables that several modules read live in core/ (identity, mail, threads, member sets). A test may arrange a state the API cannot make (a key result untouched for weeks).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+[.]tables[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'feature-imports-no-feature',
      comment:
        'A web feature never imports another; shared code moves to components/ or lib/, composition to app level.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/', pathNot: '^apps/web/app/features/$1/' },
    },
    {
      name: 'web-reads-no-zod',
      comment:
        "A page's first load carries no zod (ADR 63): the web checks a form against its contract module loaded with import() (useContractValidate), never with zod itself. The client build also fails on zod in any page's first load (apps/web/contract-routes.ts).",
      severity: 'error',
      from: { path: '^apps/web/app/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '(^|/)node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'endpoint-routes-without-zod',
      comment:
        "What every call needs at run time (an endpoint's path, its routes table) stays free of zod: the browser's contracts are built from it (ADR 63).",
      severity: 'error',
      from: { path: '^packages/contracts/src/(endpoint-path|constants|locales)[.]ts$' },
      to: { path: '(^|/)node_modules/zod/' },
    },
    {
      name: 'packages-import-no-app',
      comment: 'Packages are shared by the apps; they cannot depend on one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph (not followed), so a rule can name a library (zod, ADR 63).
    exclude: { path: '(^|/)(build|dist|\\.react-router)/' },
    // Type-only imports count as dependencies too: they couple the code just the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
