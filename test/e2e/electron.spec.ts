import { _electron as electron, expect, test } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The Electron binary if npm could install it here; it is downloaded lazily and may be absent. */
function electronBinary(): string | null {
  const dir = path.join(ROOT, 'node_modules', 'electron')
  const pathFile = path.join(dir, 'path.txt')
  if (!fs.existsSync(pathFile)) return null
  const exe = path.join(dir, 'dist', fs.readFileSync(pathFile, 'utf8'))
  return fs.existsSync(exe) ? exe : null
}

test('Electron smoke test: the desktop app starts and shows the home screen', async () => {
  const exe = electronBinary()
  if (!exe) console.log('Electron smoke test skipped: the Electron binary is not installed on this machine.')
  test.skip(
    !exe,
    'skipped: the Electron binary is not installed on this machine (it cannot be downloaded here)',
  )
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-electron-'))
  const app = await electron.launch({
    executablePath: exe as string,
    args: [ROOT, `--user-data-dir=${userData}`, '--no-sandbox'],
  })
  const page = await app.firstWindow()
  await expect(page.getByRole('heading', { name: 'What shall we play?' })).toBeVisible()
  const isolated = await page.evaluate(() => typeof (window as { require?: unknown }).require === 'undefined')
  expect(isolated).toBe(true)
  await app.close()
  fs.rmSync(userData, { recursive: true, force: true })
})
