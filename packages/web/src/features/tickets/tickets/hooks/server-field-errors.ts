// The server names a field by the API's body (parentId, tasks.{n}.realizedBy); the form by its own values (parent,
// tasks.{index}.realizedBy). `n` is the index among the tasks sent (schema check) or the task id (task rules).
import { ApiError, isApiError } from '@/lib/api/api-error';

export function toFormFieldErrors(error: unknown, sentTaskIds: number[], formTaskIds: number[]): unknown {
  if (!isApiError(error)) return error;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const task = /^tasks\.(\d+)\.(\w+)$/.exec(field);
    if (task) {
      const n = Number(task[1]);
      const taskId = sentTaskIds.includes(n) ? n : sentTaskIds[n];
      const index = formTaskIds.indexOf(taskId ?? -1);
      if (index >= 0) fields[`tasks.${index}.${task[2]}`] = message;
    } else {
      fields[field === 'parentId' ? 'parent' : field] = message;
    }
  }
  return new ApiError(error.status, error.message, fields, error.fromServer, error.code);
}
