// The preview of a canned response in the picker (docs/product/catalogues.md#canned-responses): the start of its text,
// each placeholder of the contracts' list shown as a chip saying what fills it ('Nombre del creador'), never as the
// raw `{{creador.nombre}}`. Text the list does not know stays as written, as it does when the response is inserted.
import { Fragment } from 'react';
import { Chip } from '@mui/material';
import {
  cannedResponsePlaceholderLabels as placeholderLabels,
  cannedResponsePlaceholders,
  type CannedResponsePlaceholder as Placeholder,
} from '@tms/contracts';

const PREVIEW_LENGTH = 90;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Splits a text into its pieces and the placeholders between them (the capture keeps them, at odd positions). */
const PLACEHOLDERS = new RegExp(`(${Object.keys(cannedResponsePlaceholders).map(escapeRegExp).join('|')})`);

/** The text of a response's HTML, its tags as spaces, for searching and previewing. */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ');

type PreviewPart = { text: string } | { placeholder: Placeholder };

/** The first `limit` characters of the text, a placeholder counting as long as its label. */
export function previewParts(text: string, limit = PREVIEW_LENGTH): PreviewPart[] {
  const parts: PreviewPart[] = [];
  let left = limit;
  for (const [index, piece] of text.split(PLACEHOLDERS).entries()) {
    if (left <= 0) break;
    if (index % 2 === 1) {
      const placeholder = piece as Placeholder;
      parts.push({ placeholder });
      left -= placeholderLabels[placeholder].length;
    } else if (piece) {
      parts.push({ text: piece.slice(0, left) });
      left -= piece.length;
    }
  }
  return parts;
}

export function CannedResponsePreview({ html }: { html: string }) {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  return (
    <>
      {previewParts(text).map((part, index) =>
        'placeholder' in part ? (
          <Chip
            key={index}
            size="small"
            label={placeholderLabels[part.placeholder]}
            sx={{ height: 20, mx: 0.25, verticalAlign: 'baseline', fontSize: '0.75rem' }}
          />
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
