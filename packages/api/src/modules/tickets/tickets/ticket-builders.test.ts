// The pure row builders the tickets service and the demo seed share (ticket-builders.ts).
import { describe, expect, it } from 'vitest';
import { HistoryField, SUBJECT_MAX, TicketStatus } from '@tms/contracts';
import {
  assignedTask,
  closedDateOf,
  columnChange,
  copiedTask,
  historyItem,
  relationChange,
  subscribersChange,
  taskChange,
  taskChildFields,
  taskChildLink,
  taskChildTicket,
  taskNotes,
} from './ticket-builders';

const at = new Date('2024-06-11T15:00:00Z');
const parent = {
  id: 41,
  companyId: 1,
  subject: 'La impresora no imprime',
  categoryId: 2,
  subCategoryId: 3,
  companyLocationId: 4,
  severityId: 2,
};

describe('task rows', () => {
  it('copies a configured task onto a new ticket with nobody to do it yet', () => {
    expect(copiedTask(7, 5, at)).toEqual({
      taskId: 7,
      realizedBy: null,
      notes: null,
      childWorkItemId: null,
      isActive: true,
      createdBy: 5,
      createdDate: at,
      modifiedBy: 5,
      modifiedDate: at,
    });
  });

  it('sets the responsible, notes and child of a task saved by someone', () => {
    expect(assignedTask(8, 'Revisar', 99, 5, at)).toEqual({
      realizedBy: 8,
      notes: 'Revisar',
      childWorkItemId: 99,
      modifiedBy: 5,
      modifiedDate: at,
    });
  });

  it('stores notes trimmed, and none when blank', () => {
    expect(taskNotes('  Revisar en sitio  ')).toBe('Revisar en sitio');
    expect(taskNotes('   ')).toBeNull();
    expect(taskNotes(undefined)).toBeNull();
  });
});

describe('a task child ticket', () => {
  it('takes the task code and parent subject as its subject, cut to the subject limit', () => {
    expect(taskChildFields(parent, 'Revisión técnica', 8).subject).toBe('Revisión técnica: La impresora no imprime');
    const long = taskChildFields({ ...parent, subject: 'x'.repeat(SUBJECT_MAX) }, 'Compra', 8).subject;
    expect(long).toHaveLength(SUBJECT_MAX);
    expect(long.startsWith('Compra: x')).toBe(true);
  });

  it('keeps the parent catalogue, branch and severity, for the task responsible', () => {
    expect(taskChildFields(parent, 'Compra', 8)).toMatchObject({
      categoryId: 2,
      subCategoryId: 3,
      companyLocationId: 4,
      severityId: 2,
      assignedTo: 8,
    });
  });

  it('names the task and the parent in its detail, with the notes as a paragraph', () => {
    expect(taskChildLink(41, 'Compra', 'Revisar en sitio')).toEqual({
      parentId: 41,
      detail: '<p>Tarea "Compra" del ticket #41.</p><p>Revisar en sitio</p>',
      isCreatedFromTask: true,
    });
    expect(taskChildLink(41, 'Compra', null).detail).toBe('<p>Tarea "Compra" del ticket #41.</p>');
  });

  it('strips <, > and & from the notes in its detail', () => {
    const { detail } = taskChildLink(41, 'Compra', '<b>Tóner</b> & papel');
    expect(detail).toBe('<p>Tarea "Compra" del ticket #41.</p><p> b Tóner /b    papel</p>');
  });

  it('is the parent fields, the link and the parent company as one new ticket', () => {
    expect(taskChildTicket(parent, 'Compra', 8, 'a&b')).toEqual({
      companyId: 1,
      ...taskChildFields(parent, 'Compra', 8),
      ...taskChildLink(41, 'Compra', 'a&b'),
    });
  });
});

describe('status and history', () => {
  it('closes a ticket only when finished', () => {
    expect(closedDateOf(TicketStatus.Finished, at)).toBe(at);
    expect(closedDateOf(TicketStatus.InProgress, at)).toBeNull();
    expect(closedDateOf(TicketStatus.Initial, 1_000)).toBeNull();
  });

  it('records each form column under its field name, named by its kind', () => {
    expect(columnChange('statusId', 1, 2)).toEqual({ fieldName: HistoryField.Status, oldValue: 1, newValue: 2, kind: 'status' });
    expect(columnChange('assignedTo', 3, 4)).toMatchObject({ fieldName: HistoryField.Responsible, kind: 'user' });
    expect(columnChange('severityId', 1, 2)).toMatchObject({ fieldName: HistoryField.Severity, kind: 'priority' });
    expect(columnChange('companyLocationId', 1, 2)).toMatchObject({
      fieldName: HistoryField.SubCategoryLocation,
      kind: 'location',
    });
    expect(columnChange('subject', 'a', 'b').kind).toBeUndefined();
  });

  it('records children, tasks and subscribers', () => {
    const child = { subject: 'not numbered yet' };
    expect(relationChange(null, child)).toEqual({
      fieldName: HistoryField.Relationships,
      oldValue: null,
      newValue: child,
      kind: 'ticket',
    });
    expect(taskChange(null, 8)).toEqual({ fieldName: HistoryField.Task, oldValue: null, newValue: 8, kind: 'user' });
    expect(subscribersChange([1, 2], [1, 2, 3])).toEqual({
      fieldName: HistoryField.Subscribers,
      oldValue: '1,2',
      newValue: '1,2,3',
    });
  });

  it('writes an item with its values as text and their names, or the values when unnamed', () => {
    const names = new Map([['user:8', 'Ana Agente']]);
    expect(historyItem(5, taskChange(null, 8), names)).toEqual({
      historyId: 5,
      fieldName: HistoryField.Task,
      oldValue: null,
      newValue: '8',
      oldValueName: null,
      newValueName: 'Ana Agente',
    });
    expect(historyItem(5, taskChange(7, 9), names)).toMatchObject({ oldValueName: '7', newValueName: '9' });
    expect(historyItem(5, subscribersChange([], [8]), names)).toMatchObject({ newValue: '8', newValueName: '8' });
  });
});
