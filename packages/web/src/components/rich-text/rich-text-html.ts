// When two rich texts are the same text. The editor writes back the markup it is given in its own way (an image
// wrapped in a paragraph comes out on its own line, attributes in its own order), and the server signs each image's
// address for its reader (`/api/images/<name>?u=…&s=…&exp=…&sig=…`, a new signature on every read): two texts are
// the same when the editor writes them alike, each image named by its stored address without the signature.
import { createDocument, getHTMLFromFragment, isNodeEmpty, type Editor } from '@tiptap/core';

/** The signed query string after an image of our own upload endpoint (the API's lib/file-links.ts). */
const SIGNED_IMAGE_SRC = /(\bsrc="\/api\/images\/[A-Za-z0-9_-]+\.(?:png|jpe?g|gif|webp))\?[^"]*"/g;

/** The text with each image's address as stored, whoever read it and whenever. */
export const withUnsignedImages = (html: string) => html.replace(SIGNED_IMAGE_SRC, '$1"');

/** The editor's content as HTML, '' when it is empty. */
export const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** `html` as this editor writes it, images unsigned: what texts are compared by. */
export function comparableHtml(editor: Editor, html: string): string {
  const doc = createDocument(html, editor.schema);
  return withUnsignedImages(isNodeEmpty(doc) ? '' : getHTMLFromFragment(doc.content, editor.schema));
}
