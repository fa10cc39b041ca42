/** The one way the browser talks to the API: credentials sent, JSON bodies, errors as ApiError (spec §7). */

import type { ApiErrorBody } from "../../shared/errors";

export type { ApiErrorBody };

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON error body, when the answer carried one. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers:
      body === undefined
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {}),
  patch: <T>(path: string, body: unknown) => apiRequest<T>("PATCH", path, body),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};

/** The message to show a user for a failed call: the server's `message`, else the feature's fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  return new ApiError(response.status, text, parseErrorBody(text));
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && typeof (parsed as ApiErrorBody).message === "string") {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the status line still tells the story.
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  return isJson ? JSON.parse(text) : text;
}
