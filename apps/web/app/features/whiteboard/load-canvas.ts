import { EXCALIDRAW_ASSETS } from './assets.ts'

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[]
  }
}

/**
 * Loads the whiteboard's chunk (Excalidraw and the canvas). Excalidraw reads the fonts' address when its
 * module is evaluated, so it is set before the import.
 */
export function loadCanvas() {
  window.EXCALIDRAW_ASSET_PATH = EXCALIDRAW_ASSETS
  return import('./canvas.tsx')
}
