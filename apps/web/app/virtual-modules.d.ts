/** The client build's chunks of the web texts, by locale and file (web-text-chunks.ts). */
declare module 'virtual:portal/web-text-chunks' {
  const chunks: Record<string, string>
  export default chunks
}
