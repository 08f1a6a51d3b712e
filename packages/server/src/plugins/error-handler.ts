import {
  DomainError,
  type ErrorCode,
  type ErrorEnvelope,
  errorDetailLocale,
  errorDetailText,
  errorLocale,
  errors,
  issuesToLines,
  issuesToMessages,
  validationLine,
} from '@dz/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** Builds the API error body of a code (api-contract.md, "Errors and notifications"). */
export function envelope(
  code: ErrorCode,
  extra: Omit<ErrorEnvelope, 'message' | 'locale'> = {},
): ErrorEnvelope {
  const body: ErrorEnvelope = { message: errors[code].message, locale: errorLocale(code) };
  for (const [k, v] of Object.entries(extra)) {
    if (v !== undefined) {
      (body as Record<string, unknown>)[k] = v;
    }
  }
  return body;
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  extra: Omit<ErrorEnvelope, 'message' | 'locale'> = {},
) {
  return reply.status(errors[code].status).send(envelope(code, extra));
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) mapped to catalogue codes. */
function codeForFastifyError(err: FastifyError): ErrorCode {
  const status = err.statusCode ?? 500;
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return 'unsupportedMediaType';
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return 'payloadTooLarge';
  }
  if (status === 429) {
    return 'tooManyRequests';
  }
  if (status === 404) {
    return 'notFound';
  }
  if (status === 401) {
    return 'notAuthenticated';
  }
  if (status === 403) {
    return 'crossSiteRequest';
  }
  return 'invalidRequestBody';
}

/**
 * The single mapper from anything thrown to the API's error envelope. Domain errors keep their code,
 * validation failures become 400 with a line per bad field, other client errors keep their status,
 * and everything else is a logged 500 `error.general` with no stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: unknown, request, reply) => {
    if (err instanceof DomainError) {
      if (err.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(err.retryAfterSeconds));
      }
      return reply.status(err.status).send(
        envelope(err.code, {
          details: err.detail && errorDetailText(err.detail, err.detailParams),
          detailsLocale: err.detail && errorDetailLocale(err.detail),
          detailsParams: err.detailParams,
          validationMessage: err.validationMessage,
          validationErrors: err.validationErrors,
          timeout: err.timeout,
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = err.validationContext;
      const code: ErrorCode = part === 'body' ? 'invalidFields' : 'invalidParameters';
      const validationMessage = err.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${v.message}` : String(v.message);
      });
      const validationErrors = err.validation.map((v) =>
        validationLine(v.instancePath.split('/').filter(Boolean), String(v.message)),
      );
      return sendError(reply, code, { validationMessage, validationErrors });
    }
    if (err instanceof ZodError) {
      return sendError(reply, 'invalidFields', {
        validationMessage: issuesToMessages(err.issues),
        validationErrors: issuesToLines(err.issues),
      });
    }
    const fastifyErr = err as FastifyError;
    if (
      typeof fastifyErr.statusCode === 'number' &&
      fastifyErr.statusCode >= 400 &&
      fastifyErr.statusCode < 500
    ) {
      const code = codeForFastifyError(fastifyErr);
      request.log.info({ err: fastifyErr.message, code: fastifyErr.code }, 'client error');
      return sendError(reply, code);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 'general');
  });
}
