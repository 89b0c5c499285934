/** An error that becomes an HTTP response with a JSON body (each API shapes its own body). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Makes the error a body that is too large or cut off is answered with, in an API's own shape. */
export type BodyErrorFactory = (status: number, message: string) => Error;
