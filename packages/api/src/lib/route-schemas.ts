// Failure responses every guarded route declares (OpenAPI lists them; the error handler renders them).
import { failEnvelope } from '@tms/contracts';

export const guardedFailures = {
  400: failEnvelope,
  401: failEnvelope,
  403: failEnvelope,
  404: failEnvelope,
  409: failEnvelope,
  500: failEnvelope,
};
