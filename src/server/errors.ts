import type { ApiErrorBody, ErrorCode } from "../shared/errors";

/** An error a route may throw on purpose: its status, message and code reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return {
      message: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, "validation", fields);
export const unauthorized = (message = "Please sign in to continue.", extra?: Record<string, unknown>) =>
  new HttpError(401, message, "unauthorized", undefined, extra);
export const forbidden = (message = "You don't have permission to do that.") =>
  new HttpError(403, message, "forbidden");
export const notFound = (message = "Not found") => new HttpError(404, message, "not_found");
export const conflict = (message: string) => new HttpError(409, message, "conflict");
export const tooManyRequests = (message: string) => new HttpError(429, message, "rate_limited");
