/**
 * A calibrated camera's live feed for a screen that only watches (review finding D1): the stream for
 * the saved camera in a <video>, a SceneWatcher on it, and a worded error when the camera cannot
 * start. The count after the drop and "check my set-up" both start the camera this way.
 */
import { currentLocale } from '../i18n'
import { openLabelled, stopStream, videoReady } from './frames'
import { cameraErrorMessage } from './problems'
import type { CameraSetup } from './storage'
import { SceneWatcher, type Look } from './watcher.svelte'

export class CameraFeed {
  watcher = $state<SceneWatcher | null>(null)
  /** Why the camera is not watching, for the screen's alert; screens set it too when a reading fails. */
  error = $state<string | null>(null)
  private stream: MediaStream | null = null

  constructor(
    private readonly setup: CameraSetup,
    private readonly onLook: (look: Look) => void,
  ) {}

  async start(video: HTMLVideoElement | null): Promise<void> {
    try {
      this.stream = (await openLabelled(this.setup.label)).stream
      if (!video) return
      video.srcObject = this.stream
      await video.play().catch(() => undefined)
      await videoReady(video)
    } catch (e) {
      this.error = cameraErrorMessage(e, currentLocale())
      return
    }
    const size = { width: this.setup.calibration.width, height: this.setup.calibration.height }
    // No person detector: a hand changes the table against its calibration, which is enough here.
    this.watcher = new SceneWatcher(video, this.setup.crop, this.setup.calibration, size, null, this.onLook)
    this.watcher.start()
  }

  stop(): void {
    this.watcher?.stop()
    stopStream(this.stream)
  }
}
