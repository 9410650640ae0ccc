import Fastify from 'fastify'

// The yardstick: Fastify answering a constant JSON document, no plugins, no database.
const app = Fastify({ logger: false })
app.get('/bare', async () => ({ email: 'bench@example.com', first_name: 'Bench', last_name: 'Mark' }))
await app.listen({ port: Number(process.env.PORT ?? 3211), host: '127.0.0.1' })
