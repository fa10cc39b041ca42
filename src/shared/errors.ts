/** The closed set of error codes an API error body may carry, shared by server and client. */
export const errorCodes = [
  "validation",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "too_large",
  "rate_limited",
  "unsupported_media_type",
  "internal",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Every non-OK API answer has this body (DESIGN §4). */
export interface ApiErrorBody {
  message: string;
  code?: ErrorCode;
  fields?: Record<string, string>;
}
