import { describe, expect, it } from 'vitest';
import { historyActionText, historyItemText } from './history-item-text';

const item = (
  fieldName: string,
  values: Partial<Record<'oldValue' | 'newValue' | 'oldValueName' | 'newValueName', string | null>>,
) => ({
  fieldName,
  oldValue: null,
  newValue: null,
  oldValueName: null,
  newValueName: null,
  ...values,
});

describe('historyItemText', () => {
  it('names the field in Spanish and shows old → new value names', () => {
    expect(
      historyItemText(item('Status', { oldValue: '1', newValue: '2', oldValueName: 'Inicial', newValueName: 'En progreso' })),
    ).toBe('Estatus: Inicial → En progreso');
    expect(historyItemText(item('Responsible', { newValue: '3', newValueName: 'Sergio Supervisor' }))).toBe(
      'Responsable: (vacío) → Sergio Supervisor',
    );
    expect(historyItemText(item('Unknown', { oldValue: 'a', newValue: 'b' }))).toBe('Unknown: a → b');
  });

  it('tells added and deleted files apart', () => {
    expect(historyItemText(item('Attachment', { newValue: 'Add: factura.pdf' }))).toBe('Agregó archivo: factura.pdf');
    expect(historyItemText(item('Attachment', { newValue: 'Delete: factura.pdf' }))).toBe('Eliminó archivo: factura.pdf');
  });

  it('names the other ticket of a merge or a split, by its number only when the reader may not see it', () => {
    expect(historyItemText(item('MergedInto', { newValue: '12', newValueName: 'Caída del correo' }))).toBe(
      'Fusionado en #12 · Caída del correo',
    );
    expect(historyItemText(item('MergedFrom', { newValue: '9', newValueName: '#9' }))).toBe('Fusionado desde #9');
    expect(historyItemText(item('SplitInto', { newValue: '31', newValueName: 'Del ticket #7: Además' }))).toBe(
      'Mensaje separado en #31 · Del ticket #7: Además',
    );
  });

  it('says who created and who changed', () => {
    expect(historyActionText('add')).toBe('Creó el ticket');
    expect(historyActionText('update')).toBe('Modificó el ticket');
  });
});
