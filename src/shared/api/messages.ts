import * as v from 'valibot'
import type { ApiErrorBody } from './errors'
import type { EventName, Events, Method, Results } from './contract'

/** The envelope of every client message, on both transports. */
export const RequestEnvelopeSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  method: v.pipe(v.string(), v.maxLength(64)),
  params: v.optional(v.unknown()),
})
export type RequestEnvelope = v.InferOutput<typeof RequestEnvelopeSchema>

export type ResponseMessage<M extends Method = Method> =
  | { type: 'result'; id: number; result: Results[M] }
  | { type: 'error'; id: number | null; error: ApiErrorBody }

export type EventMessage<E extends EventName = EventName> = { type: 'event'; event: E; data: Events[E] }

export type ServerMessage = ResponseMessage | EventMessage
