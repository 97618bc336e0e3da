import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { toFormFieldErrors } from './server-field-errors';

describe('toFormFieldErrors', () => {
  it('renames the API fields to the form fields, tasks by index sent or by task id, keeping the code', () => {
    const fields = {
      subject: 'Titulo requerido',
      parentId: 'Ciclo',
      'tasks.0.realizedBy': 'Requerido por índice',
      'tasks.31.notes': 'Requerido por id',
    };
    const error = new ApiError(400, 'Datos invalidos', fields, true, 'resource.duplicate');
    const mapped = toFormFieldErrors(error, [30, 31], [29, 30, 31]) as ApiError;
    expect(mapped.fields).toEqual({
      subject: 'Titulo requerido',
      parent: 'Ciclo',
      'tasks.1.realizedBy': 'Requerido por índice',
      'tasks.2.notes': 'Requerido por id',
    });
    expect(mapped).toMatchObject({ message: 'Datos invalidos', fromServer: true, code: 'resource.duplicate' });
  });

  it('leaves other errors as they are', () => {
    const error = new Error('x');
    expect(toFormFieldErrors(error, [], [])).toBe(error);
  });
});
