// Renders every failure as the Fail envelope of PRODUCT.md §2; unknown errors become a 500 without details.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@tms/contracts';
import { AppError } from '../lib/errors';

export function failBody(message: string, fields?: Record<string, string>) {
  return { status: 'Fail' as const, message, data: { error: message, ...(fields ? { fields } : {}) } };
}

function fieldsOf(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? messages.badRequest;
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
  415: messages.badRequest,
  429: messages.tooManyAttempts,
};

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failBody(error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failBody(messages.badRequest, fieldsOf(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failBody(statusMessages[status] ?? messages.operationError));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failBody(messages.serverError));
  });
});
