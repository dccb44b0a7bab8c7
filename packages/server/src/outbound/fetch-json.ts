/** Why a call to an outside service (camera cloud, media server, weather) gave nothing usable. */
export type ProviderFailure = 'unreachable' | 'timeout' | 'garbage' | 'refused';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'ProviderError';
  }
}

/** Answers larger than this are not read: no outside service of ours sends that much JSON. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body. */
  body: unknown;
}

/**
 * One call with a deadline: a service that does not answer in `timeoutMs` fails as 'timeout', one that
 * cannot be reached as 'unreachable', a body that is not JSON (or too large) as 'garbage'. The caller
 * checks the body's shape and the service's own codes.
 */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'error' });
  } catch (error) {
    throw failureOf(error, signal);
  }
  let text: string;
  try {
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_ANSWER_BYTES) throw new ProviderError('garbage', `answer of ${declared} bytes`);
    text = await response.text();
  } catch (error) {
    throw error instanceof ProviderError ? error : failureOf(error, signal);
  }
  if (text.length > MAX_ANSWER_BYTES) throw new ProviderError('garbage', `answer of ${text.length} characters`);
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError('garbage', `HTTP ${response.status}, not JSON`);
  }
}

function failureOf(error: unknown, signal: AbortSignal): ProviderError {
  if (signal.aborted) return new ProviderError('timeout', 'no answer in time');
  const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
  return new ProviderError('unreachable', String(cause));
}
