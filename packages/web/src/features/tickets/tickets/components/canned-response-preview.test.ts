// A canned response's preview: the start of its text with the contracts' placeholders as their own parts, a
// placeholder never cut in half by the length limit, and unknown ones left as written.
import { describe, expect, it } from 'vitest';
import { previewParts } from './canned-response-preview';

describe('previewParts', () => {
  it('keeps a placeholder whole at the length limit, counting it as long as its label', () => {
    const start = 'x'.repeat(85);
    expect(previewParts(`${start}{{creador.nombre}} y más texto`, 90)).toEqual([
      { text: start },
      { placeholder: '{{creador.nombre}}' },
    ]);
    expect(previewParts(`${'x'.repeat(95)}{{creador.nombre}}`, 90)).toEqual([{ text: 'x'.repeat(90) }]);
  });

  it('leaves text the list does not know as written', () => {
    expect(previewParts('Estado: {{ticket.estado}} de {{ticket.id}}')).toEqual([
      { text: 'Estado: {{ticket.estado}} de ' },
      { placeholder: '{{ticket.id}}' },
    ]);
  });
});
