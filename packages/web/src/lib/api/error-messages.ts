// The error catalogue of docs/product/conventions.md#error-messages: what to tell the user for a failed call when
// the server gave no message.
import { messages } from '@tms/contracts';
import { isApiError } from './api-error';

const byStatus: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  409: messages.conflict,
  429: messages.tooManyAttempts,
  500: messages.serverError,
};

export const messageForStatus = (status: number): string => byStatus[status] ?? messages.operationError;

/** The text to show for any thrown value: an ApiError's own message, otherwise the generic catalogue text. */
export const errorMessage = (error: unknown, fallback: string = messages.operationError): string =>
  isApiError(error) ? error.message : fallback;
