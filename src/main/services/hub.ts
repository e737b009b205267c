import * as v from 'valibot'
import {
  ApiError,
  MAX_MESSAGE_BYTES,
  RequestEnvelopeSchema,
  isMethod,
  requests,
  type EventMessage,
  type EventName,
  type Events,
  type Method,
  type Params,
  type ResponseMessage,
  type Results,
} from '../../shared/api'
import { isRuleError } from '../../shared/engine/errors'
import { peekRequestId } from './request-id'

export type Handlers = { [M in Method]: (params: Params<M>) => Results[M] | Promise<Results[M]> }

function issuesOf(e: v.ValiError<v.GenericSchema> | v.SafeParseResult<v.GenericSchema>): {
  path: string
  message: string
}[] {
  const list = 'issues' in e && e.issues ? e.issues : []
  return list.map((i) => ({
    path: ['params', ...(i.path ?? []).map((p) => String(p.key))].join('.'),
    message: i.message,
  }))
}

/**
 * The one entry point of the app services for both transports: it validates every message
 * against the contract's schemas, calls the handler, and turns every failure into a typed error.
 */
export class ApiHub {
  private listeners = new Set<(msg: EventMessage) => void>()
  constructor(private handlers: Handlers) {}

  subscribe(listener: (msg: EventMessage) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  emit<E extends EventName>(event: E, data: Events[E]): void {
    const msg = { type: 'event', event, data } as EventMessage
    for (const l of this.listeners) l(msg)
  }

  /** Handles one raw message (JSON text) and always resolves to a response, never throws. */
  async handleRaw(raw: string): Promise<ResponseMessage> {
    if (raw.length > MAX_MESSAGE_BYTES) {
      // Not parsed (that is the point of the limit), but answered to its id when it has one.
      return this.error(
        peekRequestId(raw),
        new ApiError('too_large', `A message may be at most ${MAX_MESSAGE_BYTES} bytes.`),
      )
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return this.error(null, new ApiError('bad_json', 'The message is not valid JSON.'))
    }
    return this.handle(parsed)
  }

  async handle(message: unknown): Promise<ResponseMessage> {
    const envelope = v.safeParse(RequestEnvelopeSchema, message)
    if (!envelope.success) {
      const id = (message as { id?: unknown } | null)?.id
      const replyId = typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null
      return this.error(
        replyId,
        new ApiError('bad_request', 'A request needs a numeric id and a method name.', issuesOf(envelope)),
      )
    }
    const { id, method, params } = envelope.output
    if (!isMethod(method))
      return this.error(id, new ApiError('unknown_method', `There is no method "${method}".`))
    const schema = requests[method] as v.GenericSchema
    const checked = v.safeParse(schema, params)
    if (!checked.success) {
      const issues = issuesOf(checked)
      const first = issues[0]
      const why = first ? `${first.path}: ${first.message}` : 'invalid parameters'
      return this.error(id, new ApiError('bad_request', `Bad request for ${method}: ${why}`, issues))
    }
    try {
      const handler = this.handlers[method] as (p: unknown) => unknown
      const result = await handler(checked.output)
      return { type: 'result', id, result } as ResponseMessage
    } catch (e) {
      return this.error(id, toApiError(e))
    }
  }

  private error(id: number | null, e: ApiError): ResponseMessage {
    return { type: 'error', id, error: e.toBody() }
  }
}

export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e
  if (isRuleError(e)) return new ApiError('rule', e.message, undefined, { kind: 'rule', problem: e.problem })
  const code = (e as { code?: string })?.code
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return new ApiError('conflict', 'That already exists.')
  console.error('[services] unexpected error', e)
  return new ApiError('internal', 'Something went wrong inside the app. Nothing was changed.')
}
