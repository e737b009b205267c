import { app, BrowserWindow, ipcMain, net, protocol, session, shell } from 'electron'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createServices, type Services } from './services/app'
import { CONTENT_SECURITY_POLICY, resolveInside } from './web/static'

const here = path.dirname(fileURLToPath(import.meta.url))
let services: Services | null = null
let win: BrowserWindow | null = null

/**
 * The renderer is served from a privileged app:// scheme (not file://), laid out like web mode:
 * the page at /, the camera model at /models/, the tfjs wasm binaries at /wasm/. The same relative
 * URLs then work in both modes, and 'self' in the Content-Security-Policy means the app itself.
 */
const APP_ORIGIN = 'app://bundle'
const devUrl = process.env['ELECTRON_RENDERER_URL']
const isOwnUrl = (url: string): boolean => url.startsWith(devUrl ?? `${APP_ORIGIN}/`)

protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
])

function serveAppScheme(): void {
  const mounts = [
    { prefix: '/models/', dir: path.join(resourcesDir(), 'models') },
    {
      prefix: '/wasm/',
      dir: path.join(app.getAppPath(), 'node_modules', '@tensorflow', 'tfjs-backend-wasm', 'dist'),
    },
    { prefix: '/', dir: path.join(here, '../renderer') },
  ]
  protocol.handle('app', (request) => {
    const { pathname } = new URL(request.url)
    for (const m of mounts) {
      if (!pathname.startsWith(m.prefix)) continue
      let file = resolveInside(m.dir, pathname.slice(m.prefix.length - 1))
      if (file && fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
      if (file && m.prefix === '/' && !fs.existsSync(file)) file = path.join(m.dir, 'index.html')
      if (!file || !fs.existsSync(file)) return new Response('Not found', { status: 404 })
      return net.fetch(pathToFileURL(file).toString())
    }
    return new Response('Not found', { status: 404 })
  })
}

function resourcesDir(): string {
  return app.isPackaged
    ? path.join(process.resourcesPath, 'resources')
    : path.join(app.getAppPath(), 'resources')
}

function createWindow(): void {
  win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Tabletop Companion',
    backgroundColor: '#fbf6ee',
    webPreferences: {
      preload: path.join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  })
  win.once('ready-to-show', () => win?.show())
  // Deny every new window and every navigation away from the app; open web links in the browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  win.webContents.on('will-navigate', (event, url) => {
    if (!isOwnUrl(url)) event.preventDefault()
  })
  void win.loadURL(devUrl ?? `${APP_ORIGIN}/index.html`)
}

function secureSession(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
  })
  // Only the app's own page may use the camera; every other permission is denied.
  session.defaultSession.setPermissionRequestHandler((wc, permission, callback, details) => {
    const own = isOwnUrl(details.requestingUrl ?? wc.getURL())
    const media =
      permission === 'media' && (details as { mediaTypes?: string[] }).mediaTypes?.every((t) => t === 'video')
    callback(Boolean(own && media))
  })
  session.defaultSession.setPermissionCheckHandler((wc, permission, origin) => {
    return permission === 'media' && isOwnUrl(wc?.getURL() ?? origin)
  })
}

function bindApi(s: Services): void {
  ipcMain.handle('api:request', async (event, raw: unknown) => {
    // Only our own window's main frame may call the services.
    if (!win || event.sender !== win.webContents || !isOwnUrl(event.senderFrame?.url ?? '')) {
      return { type: 'error', id: null, error: { code: 'bad_request', message: 'Unknown sender.' } }
    }
    return s.hub.handleRaw(typeof raw === 'string' ? raw : '\u0000not-text')
  })
  s.hub.subscribe((msg) => win?.webContents.send('api:event', msg))
}

app.enableSandbox()
app.whenReady().then(() => {
  serveAppScheme()
  secureSession()
  services = createServices({
    dbPath: path.join(app.getPath('userData'), 'tabletop.sqlite'),
    mode: 'electron',
    version: app.getVersion(),
    resourcesDir: resourcesDir(),
  })
  bindApi(services)
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})

app.on('will-quit', () => services?.close())
