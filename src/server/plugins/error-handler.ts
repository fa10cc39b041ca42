import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/errors";
import { HttpError } from "../errors";

/** Messages for Fastify's own client errors, in words a musician understands. */
const fastifyClientErrors: Record<string, { status: number; body: ApiErrorBody }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { message: "The request body is not valid JSON.", code: "validation" },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { message: "The request body is empty.", code: "validation" },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { message: "That is too large to upload.", code: "too_large" },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { message: "Send the request as JSON.", code: "unsupported_media_type" },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { message: "The request length does not match its body.", code: "validation" },
  },
};

/** The one error handler: every failure leaves as `{message, code?, fields?}`; 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
      // `/api/songs/abc` names nothing that exists.
      return reply.status(404).send({ message: "Not found", code: "not_found" } satisfies ApiErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        fields[name || (error.validationContext ?? "body")] ??= issue.message ?? "Invalid input";
      }
      const firstIssue = error.validation[0];
      // A missing or non-object body has no field to blame.
      const first =
        firstIssue && firstIssue.instancePath !== "/"
          ? (firstIssue.message ?? "Invalid input")
          : "The request is missing its details.";
      return reply.status(400).send({ message: first, code: "validation", fields } satisfies ApiErrorBody);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(known.body);
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ message: "Too many attempts. Please wait a minute and try again.", code: "rate_limited" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: "That request could not be understood.", code: "validation" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ message: "Something went wrong", code: "internal" } satisfies ApiErrorBody);
  });
}
