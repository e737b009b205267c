import { app, BrowserWindow, ipcMain, net, protocol, session, shell, type WebContents } from 'electron'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { appSchemeFile, type SchemeMount } from './app-scheme'
import { allowPermissionCheck, allowPermissionRequest, isOwnOrigin, ownOrigin } from './desktop-policy'
import { guardNavigate, guardStayOnOrigin, guardWindowOpen } from './navigation-guards'
import { PhonesHost } from './phones-host'
import { createServices, type Services } from './services/app'
import { NO_PHONES } from './services/seat-handlers'
import { CONTENT_SECURITY_POLICY } from './web/static'

const here = path.dirname(fileURLToPath(import.meta.url))
let services: Services | null = null
let win: BrowserWindow | null = null
let phones: PhonesHost | null = null

/**
 * The renderer is served from a privileged app:// scheme (not file://), laid out like web mode:
 * the page at /, the camera model at /models/, the tfjs wasm binaries at /wasm/. The same relative
 * URLs then work in both modes, and 'self' in the Content-Security-Policy means the app itself.
 * The dev server's URL is honoured only in an unpacked app (desktop-policy `ownOrigin`).
 */
const devUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL']
// A packaged app loads only the native modules it was built with (src/main/db/database.ts openRaw).
if (app.isPackaged) delete process.env['TABLETOP_SQLITE_BINDING']
const OWN = ownOrigin(devUrl, app.isPackaged)
const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
}

protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
])

function serveAppScheme(): void {
  const mounts: SchemeMount[] = [
    { prefix: '/models/', dir: path.join(resourcesDir(), 'models') },
    {
      prefix: '/wasm/',
      dir: path.join(app.getAppPath(), 'node_modules', '@tensorflow', 'tfjs-backend-wasm', 'dist'),
    },
    { prefix: '/', dir: path.join(here, '../renderer') },
  ]
  protocol.handle('app', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405, headers: SECURITY_HEADERS })
    const file = appSchemeFile(new URL(request.url).pathname, mounts)
    if (!file) return new Response('Not found', { status: 404, headers: SECURITY_HEADERS })
    const res = await net.fetch(pathToFileURL(file).toString())
    const headers = new Headers(res.headers)
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) headers.set(k, v)
    return new Response(res.body, { status: res.status, headers })
  })
}

function resourcesDir(): string {
  return app.isPackaged
    ? path.join(process.resourcesPath, 'resources')
    : path.join(app.getAppPath(), 'resources')
}

/**
 * Every web contents the app ever creates (the window, and anything a future change adds) stays on
 * the app's origin: navigation, redirects and frame navigation elsewhere are dropped, no window
 * opens, no <webview> attaches. Allowlisted https links go to the user's browser.
 */
function guardContents(contents: WebContents): void {
  const guard = { own: OWN, openExternal: (url: string) => void shell.openExternal(url) }
  contents.setWindowOpenHandler(guardWindowOpen(guard))
  contents.on('will-navigate', guardNavigate(guard))
  contents.on('will-redirect', guardStayOnOrigin(OWN))
  contents.on('will-frame-navigate', guardStayOnOrigin(OWN))
  contents.on('will-attach-webview', (event) => event.preventDefault())
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
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    },
  })
  win.once('ready-to-show', () => win?.show())
  void win.loadURL(devUrl ?? `${OWN}/index.html`)
}

function secureSession(): void {
  // The dev server's pages get the same policy as app:// (whose responses carry it themselves).
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, ...mapValues(SECURITY_HEADERS) } })
  })
  // Only the app's own page may use the camera (video, never the microphone); nothing else.
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) => {
    callback(allowPermissionRequest(permission, details, OWN))
  })
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin, details) =>
    allowPermissionCheck(permission, requestingOrigin, details, OWN),
  )
}

const mapValues = (h: Record<string, string>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, [v]]))

function bindApi(s: Services): void {
  ipcMain.handle('api:request', async (event, raw: unknown) => {
    // Only our own window's main frame, on our own origin, may call the services.
    const frame = event.senderFrame
    const fromOwnWindow = win !== null && event.sender === win.webContents
    if (!fromOwnWindow || !frame || frame !== event.sender.mainFrame || !isOwnOrigin(frame.url, OWN)) {
      return { type: 'error', id: null, error: { code: 'bad_request', message: 'Unknown sender.' } }
    }
    return s.hub.handleRaw(typeof raw === 'string' ? raw : '\u0000not-text')
  })
  s.hub.subscribe((msg) => win?.webContents.send('api:event', msg))
}

app.enableSandbox()
app.on('web-contents-created', (_event, contents) => guardContents(contents))
app.whenReady().then(() => {
  serveAppScheme()
  secureSession()
  services = createServices({
    dbPath: path.join(app.getPath('userData'), 'tabletop.sqlite'),
    mode: 'electron',
    version: app.getVersion(),
    resourcesDir: resourcesDir(),
    phones: () => phones ?? NO_PHONES,
  })
  // Phones (issue #24): a server on the network address only while "Let phones join" is on.
  phones = new PhonesHost({ services, rendererDir: path.join(here, '../renderer') })
  void phones.start()
  bindApi(services)
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})

// Before quitting, phones hear that their seats ended and the port closes (the setting stays on).
app.on('before-quit', (event) => {
  const host = phones
  if (!host) return
  phones = null
  event.preventDefault()
  void host.close().finally(() => app.quit())
})

app.on('will-quit', () => services?.close())
