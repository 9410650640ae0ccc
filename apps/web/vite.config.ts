import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundled in dev, or the first load answers "504 Outdated Optimize Dep".
  optimizeDeps: {
    include: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/form',
      '@mantine/notifications',
      '@tabler/icons-react',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
    ],
  },
  // Workspace packages export TypeScript sources; Vite compiles them into both builds.
  ssr: { noExternal: [/^@portal\//] },
})
