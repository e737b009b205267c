import { describe, expect, it } from 'vitest'
import {
  allowPermissionCheck,
  allowPermissionRequest,
  APP_ORIGIN,
  isAllowedExternal,
  isOwnOrigin,
  originOf,
  ownOrigin,
} from '../../../src/main/desktop-policy'

const DEV = 'http://localhost:5173'

describe('origins are compared exactly', () => {
  it('accepts the app scheme and the dev server, whatever the path', () => {
    expect(isOwnOrigin('app://bundle/index.html', APP_ORIGIN)).toBe(true)
    expect(isOwnOrigin('app://bundle/models/x.json?a=1#b', APP_ORIGIN)).toBe(true)
    expect(isOwnOrigin('http://localhost:5173/#/players', DEV)).toBe(true)
  })

  it('refuses what a startsWith check let through', () => {
    // The old check was url.startsWith(devUrl): all of these started with it.
    for (const url of [
      'http://localhost:5173.evil.test/',
      'http://localhost:51730/',
      'http://localhost:5173@evil.test/',
    ])
      expect(isOwnOrigin(url, DEV), url).toBe(false)
    expect(isOwnOrigin('app://bundle.evil/', APP_ORIGIN)).toBe(false)
    expect(isOwnOrigin('app://other/index.html', APP_ORIGIN)).toBe(false)
  })

  it('never treats opaque origins as ours (file://, data:, about:blank all parse to "null")', () => {
    expect(new URL('file:///etc/passwd').origin).toBe(new URL('app://bundle/').origin)
    for (const url of [
      'file:///etc/passwd',
      'data:text/html,hi',
      'about:blank',
      'javascript:1',
      '',
      'not a url',
    ])
      expect(isOwnOrigin(url, APP_ORIGIN), url).toBe(false)
    expect(originOf('file:///x')).toBeNull()
    expect(isOwnOrigin(undefined, APP_ORIGIN)).toBe(false)
  })

  it('honours the dev-server URL only unpackaged, and only on loopback http', () => {
    expect(ownOrigin(undefined, false)).toBe(APP_ORIGIN)
    expect(ownOrigin('http://localhost:5173/', false)).toBe(DEV)
    expect(ownOrigin('http://127.0.0.1:5173', false)).toBe('http://127.0.0.1:5173')
    expect(ownOrigin('https://evil.test/', true)).toBe(APP_ORIGIN)
    expect(() => ownOrigin('https://evil.test/', false)).toThrow(/loopback/)
    expect(() => ownOrigin('http://localhost.evil.test:5173/', false)).toThrow(/loopback/)
    expect(() => ownOrigin('file:///tmp/index.html', false)).toThrow(/loopback/)
  })
})

describe('openExternal allowlist', () => {
  const allow = ['https://example.org/rules/s-head.pdf']

  it('opens only the exact https links listed', () => {
    expect(isAllowedExternal('https://example.org/rules/s-head.pdf', allow)).toBe(true)
    expect(isAllowedExternal('HTTPS://EXAMPLE.org/rules/s-head.pdf', allow)).toBe(true)
    for (const url of [
      'https://example.org/rules/s-head.pdf?x=1',
      'https://example.org/rules/',
      'https://example.org.evil.test/rules/s-head.pdf',
      'https://user:pw@example.org/rules/s-head.pdf',
      'http://example.org/rules/s-head.pdf',
      'file:///etc/passwd',
      'smb://host/share',
      'not a url',
    ])
      expect(isAllowedExternal(url, allow), url).toBe(false)
  })

  it('opens nothing by default: the renderer links to nothing outside the app', () => {
    expect(isAllowedExternal('https://example.org/')).toBe(false)
  })
})

describe('permissions: video for our own origin only', () => {
  const req = (over: object): Parameters<typeof allowPermissionRequest>[1] => ({
    requestingUrl: 'app://bundle/index.html',
    isMainFrame: true,
    mediaTypes: ['video'],
    ...over,
  })

  it('grants a camera request from our main frame', () => {
    expect(allowPermissionRequest('media', req({}), APP_ORIGIN)).toBe(true)
  })

  it("grants full screen to our main frame only (companion mode's room layout)", () => {
    expect(allowPermissionRequest('fullscreen', req({ mediaTypes: undefined }), APP_ORIGIN)).toBe(true)
    expect(allowPermissionRequest('fullscreen', req({ isMainFrame: false }), APP_ORIGIN)).toBe(false)
    expect(
      allowPermissionRequest('fullscreen', req({ requestingUrl: 'https://evil.test/' }), APP_ORIGIN),
    ).toBe(false)
  })

  it('refuses the microphone, empty media types, other origins, sub frames and other permissions', () => {
    expect(allowPermissionRequest('media', req({ mediaTypes: ['video', 'audio'] }), APP_ORIGIN)).toBe(false)
    expect(allowPermissionRequest('media', req({ mediaTypes: ['audio'] }), APP_ORIGIN)).toBe(false)
    expect(allowPermissionRequest('media', req({ mediaTypes: [] }), APP_ORIGIN)).toBe(false)
    expect(allowPermissionRequest('media', req({ mediaTypes: undefined }), APP_ORIGIN)).toBe(false)
    expect(allowPermissionRequest('media', req({ requestingUrl: 'file:///x' }), APP_ORIGIN)).toBe(false)
    expect(allowPermissionRequest('media', req({ requestingUrl: 'https://evil.test/' }), APP_ORIGIN)).toBe(
      false,
    )
    expect(allowPermissionRequest('media', req({ isMainFrame: false }), APP_ORIGIN)).toBe(false)
    for (const p of ['display-capture', 'geolocation', 'notifications', 'openExternal', 'clipboard-read'])
      expect(allowPermissionRequest(p, req({}), APP_ORIGIN), p).toBe(false)
  })

  it('answers checks for video from our origin only (the old check allowed all media)', () => {
    expect(allowPermissionCheck('media', 'app://bundle', { mediaType: 'video' }, APP_ORIGIN)).toBe(true)
    expect(
      allowPermissionCheck(
        'media',
        'app://bundle',
        { mediaType: 'video', securityOrigin: 'app://bundle/' },
        APP_ORIGIN,
      ),
    ).toBe(true)
    expect(allowPermissionCheck('media', 'app://bundle', { mediaType: 'audio' }, APP_ORIGIN)).toBe(false)
    expect(allowPermissionCheck('media', 'app://bundle', { mediaType: 'unknown' }, APP_ORIGIN)).toBe(false)
    expect(allowPermissionCheck('media', 'app://bundle', {}, APP_ORIGIN)).toBe(false)
    expect(allowPermissionCheck('media', 'https://evil.test', { mediaType: 'video' }, APP_ORIGIN)).toBe(false)
    expect(allowPermissionCheck('media', 'file:///', { mediaType: 'video' }, APP_ORIGIN)).toBe(false)
    expect(
      allowPermissionCheck(
        'media',
        'app://bundle',
        { mediaType: 'video', securityOrigin: 'https://evil.test' },
        APP_ORIGIN,
      ),
    ).toBe(false)
    expect(allowPermissionCheck('geolocation', 'app://bundle', { mediaType: 'video' }, APP_ORIGIN)).toBe(
      false,
    )
  })
})
