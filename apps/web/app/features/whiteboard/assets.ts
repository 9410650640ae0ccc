/**
 * Where the whiteboard's fonts are served (window.EXCALIDRAW_ASSET_PATH): vite.config.ts copies
 * Excalidraw's fonts there, so no font is fetched from a CDN.
 */
export const EXCALIDRAW_ASSETS = '/assets/excalidraw/'
