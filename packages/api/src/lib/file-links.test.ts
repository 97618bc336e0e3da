// Image addresses in rich text are signed for one reader's session on the way out and come back bare when saved.
import { describe, expect, it } from 'vitest';
import { linkSession, withSignedImages } from './file-links';
import { sanitizeRichText } from './sanitize-rich-text';
import { createTokenService } from './tokens';

const tokens = createTokenService('file-links-test-secret-file-links-test-secret', 1);
const holder = { id: 7, sessionId: '0b0e9a3c-4c1e-4f6a-9d35-2f1b7c8e5a10' };
const NAME = `${'a'.repeat(32)}.png`;

describe('signed image addresses in rich text', () => {
  it('signs every image for the holder, and the signature names the image, the user and the session', () => {
    const html = withSignedImages(
      tokens,
      `<p>Uno</p><img src="/api/images/${NAME}" /><img alt="b" src="/api/images/${NAME}" />`,
      holder,
    );
    const srcs = [...html.matchAll(/src="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
    expect(srcs).toHaveLength(2);
    for (const src of srcs) {
      const query = Object.fromEntries(new URL(src, 'http://x').searchParams);
      const parsed = { u: Number(query.u), s: query.s, exp: Number(query.exp), sig: query.sig };
      expect(linkSession(tokens, `image:${NAME}`, parsed)).toEqual({ userId: 7, sessionId: holder.sessionId });
      expect(linkSession(tokens, `image:${'b'.repeat(32)}.png`, parsed)).toBeNull();
      expect(linkSession(tokens, `image:${NAME}`, { ...parsed, s: '1b0e9a3c-4c1e-4f6a-9d35-2f1b7c8e5a10' })).toBeNull();
      expect(linkSession(tokens, `image:${NAME}`, { ...parsed, u: 8 })).toBeNull();
    }
  });

  it('stores the bare address of an image that comes back signed, and still drops foreign images', () => {
    const signed = withSignedImages(tokens, `<img src="/api/images/${NAME}" />`, holder);
    expect(sanitizeRichText(`<p>Hola</p>${signed}<img src="https://evil.example/x.png">`)).toBe(
      `<p>Hola</p><img src="/api/images/${NAME}" />`,
    );
  });
});
