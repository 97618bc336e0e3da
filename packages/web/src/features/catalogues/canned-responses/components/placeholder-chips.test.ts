// A placeholder added to a canned response's text goes at its end: inside its last paragraph, after a space unless
// the paragraph is empty or ends in a break or a space, or in a paragraph of its own.
import { describe, expect, it } from 'vitest';
import { withPlaceholder } from './placeholder-chips';

describe('withPlaceholder', () => {
  it('joins the last paragraph', () => {
    expect(withPlaceholder('<p>Hola</p><p>Saludos,</p>', '{{usuario.nombre}}')).toBe(
      '<p>Hola</p><p>Saludos, {{usuario.nombre}}</p>',
    );
    expect(withPlaceholder('<p>Saludos,<br></p>', '{{usuario.nombre}}')).toBe('<p>Saludos,<br>{{usuario.nombre}}</p>');
    expect(withPlaceholder('<p style="text-align: center"></p>', '{{ticket.id}}')).toBe(
      '<p style="text-align: center">{{ticket.id}}</p>',
    );
  });

  it('starts a paragraph of its own in an empty text or after a list', () => {
    expect(withPlaceholder('', '{{ticket.id}}')).toBe('<p>{{ticket.id}}</p>');
    expect(withPlaceholder('<ul><li><p>Uno</p></li></ul>', '{{ticket.id}}')).toBe(
      '<ul><li><p>Uno</p></li></ul><p>{{ticket.id}}</p>',
    );
  });
});
