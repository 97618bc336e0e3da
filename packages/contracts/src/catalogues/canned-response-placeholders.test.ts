import { describe, expect, it } from 'vitest';
import { fillCannedResponse, type CannedResponseContext } from './canned-response-placeholders';

const context: CannedResponseContext = {
  ticketId: 42,
  subject: 'Impresora <sin> tóner & papel',
  creatorName: 'Ana "Anita" López',
  responsibleName: "O'Brien",
  userName: 'Carlos Ruiz',
};

describe('fillCannedResponse', () => {
  it('fills every placeholder of docs/product/catalogues.md#canned-responses', () => {
    const html =
      '<p>Hola {{creador.nombre}}, soy {{usuario.nombre}}.</p><p>Ticket #{{ticket.id}} ({{ticket.asunto}}), ' +
      'responsable: {{responsable.nombre}}.</p>';
    expect(fillCannedResponse(html, { ...context, subject: 'Sin tóner', creatorName: 'Ana', responsibleName: 'Luis' })).toBe(
      '<p>Hola Ana, soy Carlos Ruiz.</p><p>Ticket #42 (Sin tóner), responsable: Luis.</p>',
    );
  });

  it('escapes the values, so a subject or a name never becomes markup', () => {
    expect(fillCannedResponse('<p>{{ticket.asunto}} / {{creador.nombre}} / {{responsable.nombre}}</p>', context)).toBe(
      '<p>Impresora &lt;sin&gt; tóner &amp; papel / Ana &quot;Anita&quot; López / O&#39;Brien</p>',
    );
  });

  it('fills a placeholder each time it appears, spaces inside the braces allowed', () => {
    expect(fillCannedResponse('{{ ticket.id }}-{{ticket.id}}', context)).toBe('42-42');
  });

  it('leaves an empty responsible empty and unknown placeholders as written', () => {
    expect(fillCannedResponse('[{{responsable.nombre}}] {{ticket.estado}}', { ...context, responsibleName: null })).toBe(
      '[] {{ticket.estado}}',
    );
  });
});
