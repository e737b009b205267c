/**
 * Camera access and frame grabbing (issue 6, item 2): a <video> showing the webcam, and the play area
 * copied out of it into a canvas as a vision Frame (RGBA, like ImageData).
 */
import type { Frame } from '../../../shared/vision'

/** The play area in video pixels. */
export interface Crop {
  x: number
  y: number
  w: number
  h: number
}

export interface CameraInfo {
  deviceId: string
  label: string
}

export async function listCameras(): Promise<CameraInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return []
  const all = await navigator.mediaDevices.enumerateDevices()
  return all
    .filter((d) => d.kind === 'videoinput')
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `Camera ${i + 1}` }))
}

/** Video only, never audio (the Electron permission handler allows nothing else). */
export async function openCamera(deviceId?: string): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('This browser has no camera access', 'NotFoundError')
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId } } : { width: { ideal: 1280 }, height: { ideal: 720 } },
  })
}

export function stopStream(stream: MediaStream | null): void {
  for (const t of stream?.getTracks() ?? []) t.stop()
}

/** Resolves once the video has real pixels. */
export async function videoReady(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= 2 && video.videoWidth > 0) return
  await new Promise<void>((resolve) => {
    const done = (): void => {
      video.removeEventListener('loadeddata', done)
      resolve()
    }
    video.addEventListener('loadeddata', done)
  })
}

/** Detection stays quick at this width; larger play areas are scaled down. */
export const MAX_WIDTH = 640

/** Size of the frames cut from a crop (the calibration's width and height). */
export function frameSize(crop: Crop): { width: number; height: number } {
  const scale = Math.min(1, MAX_WIDTH / crop.w)
  return { width: Math.round(crop.w * scale), height: Math.round(crop.h * scale) }
}

/** Reused canvases: grabbing runs several times a second. */
const canvases = new Map<string, CanvasRenderingContext2D>()
function context(width: number, height: number): CanvasRenderingContext2D {
  const key = `${width}x${height}`
  let ctx = canvases.get(key)
  if (!ctx) {
    const c = document.createElement('canvas')
    c.width = width
    c.height = height
    const got = c.getContext('2d', { willReadFrequently: true })
    if (!got) throw new Error('no 2D canvas')
    ctx = got
    canvases.set(key, ctx)
  }
  return ctx
}

/** The crop of the current video picture, scaled to width x height. */
export function grabFrame(video: HTMLVideoElement, crop: Crop, width: number, height: number): Frame {
  const ctx = context(width, height)
  ctx.drawImage(video, crop.x, crop.y, crop.w, crop.h, 0, 0, width, height)
  const img = ctx.getImageData(0, 0, width, height)
  return { width, height, data: img.data }
}

/** A Frame as a PNG data URL, for <img> before/after pictures. */
export function frameUrl(frame: Frame): string {
  const c = document.createElement('canvas')
  c.width = frame.width
  c.height = frame.height
  const ctx = c.getContext('2d')
  if (!ctx) return ''
  ctx.putImageData(new ImageData(new Uint8ClampedArray(frame.data), frame.width, frame.height), 0, 0)
  return c.toDataURL('image/png')
}

export function fullCrop(video: HTMLVideoElement): Crop {
  return { x: 0, y: 0, w: video.videoWidth, h: video.videoHeight }
}

/** Keeps a crop inside the video and at least 32 pixels each way. */
export function clampCrop(c: Crop, vw: number, vh: number): Crop {
  const w = Math.max(32, Math.min(vw, Math.round(c.w)))
  const h = Math.max(32, Math.min(vh, Math.round(c.h)))
  const x = Math.max(0, Math.min(vw - w, Math.round(c.x)))
  const y = Math.max(0, Math.min(vh - h, Math.round(c.y)))
  return { x, y, w, h }
}

/** Opens the camera with this label when it is there, else the default one; returns the label in use. */
export async function openLabelled(label?: string): Promise<{ stream: MediaStream; label: string }> {
  const find = async (): Promise<CameraInfo | undefined> =>
    label ? (await listCameras()).find((c) => c.label === label) : undefined
  let match = await find()
  let stream = await openCamera(match?.deviceId)
  if (label && !match) {
    // Labels stay hidden until the camera is allowed once: look again now.
    match = await find()
    if (match && match.label !== stream.getVideoTracks()[0]?.label) {
      stopStream(stream)
      stream = await openCamera(match.deviceId)
    }
  }
  return { stream, label: stream.getVideoTracks()[0]?.label || match?.label || 'Camera' }
}
