import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { resolve } from 'node:path'

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        // The Electron entry, and the web-mode entry that runs the same services in plain Node.
        input: { index: resolve('src/main/index.ts'), web: resolve('src/main/web/cli.ts') },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload must be a single CommonJS file.
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    base: './',
    plugins: [svelte({ configFile: resolve('svelte.config.js') })],
    build: {
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
      chunkSizeWarningLimit: 4096,
    },
  },
})
