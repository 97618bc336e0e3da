// Renders every failure as the Fail envelope of docs/product/conventions.md#api-conventions in Spanish; unknown errors
// become a 500 without details, and a database too busy for the request's budget (plugins/busy.ts) or out of reach (a
// restart, a fail-over: db/connection-loss.ts) a 503 with Retry-After. Bad input is never a 500: validator issues, data
// the database refuses (out of range, unreadable text, a NUL byte) and duplicates get a 4xx, and no text of the
// validator, Fastify or the database reaches the user.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericErrorCode, isValidatorEnglish, messages, validationMessages, type ErrorCode } from '@tms/contracts';
import { AppError, badRequest } from '../lib/errors';
import { databaseErrorStatus, loggableError } from '../lib/database-errors';
import { findNulByte } from '../lib/nul-bytes';
import { isDatabaseBusy } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-loss';
import { retryAfterSeconds } from './busy';

/** The Fail envelope: the Spanish message for people, the code (docs/error-codes.md) for programs. */
export function failBody(message: string, code: ErrorCode, fields?: Record<string, string>) {
  return { status: 'Fail' as const, message, data: { error: message, code, ...(fields ? { fields } : {}) } };
}

/**
 * A field's message as the user reads it: the schema's own text or the Spanish error map's. Anything else (an
 * English text of the validator, a missing message) becomes the generic Spanish one.
 */
const spanishFieldMessage = (message: unknown): string =>
  typeof message === 'string' && message.trim() !== '' && !isValidatorEnglish(message)
    ? message
    : validationMessages.invalidValue;

function fieldsOf(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= spanishFieldMessage(issue.message);
  }
  return fields;
}

const statusMessages: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  409: messages.conflict,
  413: messages.badRequest,
  414: messages.badRequest,
  415: messages.badRequest,
  429: messages.tooManyAttempts,
};

/** The envelope of a failure nothing more specific describes: the generic code and Spanish text of its status. */
const statusFailBody = (status: number) => failBody(statusMessages[status] ?? messages.operationError, genericErrorCode(status));

/** Refuses, before validation, any string of the body, query or path holding a NUL byte (400 on its field). */
async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  for (const input of [request.params, request.query, request.body]) {
    const field = findNulByte(input);
    if (field !== undefined) throw badRequest({ [field]: messages.forbiddenCharacter });
  }
}

function renderError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(failBody(error.message, error.code, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(failBody(messages.badRequest, 'request.invalid', fieldsOf(error.validation)));
  }
  if (isDatabaseBusy(error) || isDatabaseUnavailable(error)) {
    request.log.warn(
      isDatabaseBusy(error) ? 'the database stayed busy past the request budget: 503' : 'the database cannot be reached: 503',
    );
    return reply
      .status(503)
      .header('Retry-After', retryAfterSeconds(request))
      .send(failBody(messages.serviceBusy, 'server.busy'));
  }
  const databaseStatus = databaseErrorStatus(error);
  if (databaseStatus !== undefined) {
    request.log.warn(loggableError(error), 'database refused the request');
    return reply.status(databaseStatus).send(statusFailBody(databaseStatus));
  }
  // Fastify's own 4xx (unparsable JSON, unsupported media type, body too large) speak English: only the status
  // is kept.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(statusFailBody(status));
  }
  request.log.error(loggableError(error), 'unhandled error');
  return reply.status(500).send(failBody(messages.serverError, 'server.error'));
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(renderError);
  // Global: covers every route, the anonymous sign-in included.
  app.addHook('preValidation', refuseNulBytes);
});
