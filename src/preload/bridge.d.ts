/** The preload's contract with the renderer (window.tabletop in the desktop app). */
export interface TabletopBridge {
  request(raw: string): Promise<unknown>
  onEvent(listener: (msg: unknown) => void): () => void
}

declare global {
  interface Window {
    tabletop?: TabletopBridge
  }
}
