// Rich text (ticket detail, discussion) is reduced on the server to the subset the editor produces; images only
// from our own upload endpoint, links only http(s) and mailto, opened safely.
import sanitizeHtml from 'sanitize-html';

const OWN_IMAGE = /^\/api\/images\/[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp)$/;

/** An image comes back with the signed query string it was read with (lib/file-links.ts): only its address is kept. */
const withoutLinkQuery = (src: string | undefined) => (src ?? '').split('?')[0];

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'code',
      'pre',
      'h1',
      'h2',
      'h3',
      'h4',
      'hr',
      'img',
      'span',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: withoutLinkQuery(attribs.src) } }),
    },
  }).trim();
}

/** Plain text of sanitised rich text, for PDFs, mails and history. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote|pre)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
