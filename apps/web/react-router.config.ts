import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Route middleware: the locale prefix is checked before any loader runs (routes/locale-prefix.tsx).
  future: { v8_middleware: true },
} satisfies Config
