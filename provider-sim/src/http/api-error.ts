/** Error codes of the provider's JSON errors. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'INVALID_TOKEN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INTERNAL'
  | 'UNAVAILABLE';

/** A failure answered as `{ error: { code, message } }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON body of an error. */
export function errorBody(code: ErrorCode, message: string): { error: { code: ErrorCode; message: string } } {
  return { error: { code, message } };
}

/** 404 NOT_FOUND. */
export function notFound(message: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}
