import { contextBridge, ipcRenderer } from 'electron'
import type { TabletopBridge } from './bridge'

/** The only thing the page gets: raw JSON messages to and from the app services. */
const bridge: TabletopBridge = {
  request: (raw: string) => ipcRenderer.invoke('api:request', raw) as Promise<unknown>,
  onEvent: (listener: (msg: unknown) => void) => {
    const wrapped = (_e: unknown, msg: unknown): void => listener(msg)
    ipcRenderer.on('api:event', wrapped)
    return () => ipcRenderer.removeListener('api:event', wrapped)
  },
}

contextBridge.exposeInMainWorld('tabletop', bridge)
