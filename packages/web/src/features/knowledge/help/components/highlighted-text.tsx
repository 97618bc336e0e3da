// A search hit's title or fragment as the server marks it (docs/product/self-service.md#search): HTML whose only
// element is <mark> around the words found. It is read by the browser's parser without running anything and drawn as
// React text, so only <mark> ever reaches the page: any other markup shows as its text.
import { Fragment } from 'react';

interface Part {
  text: string;
  marked: boolean;
}

/** The text pieces of `html`, each marked or not. */
export function highlightedParts(html: string): Part[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (node) => ({
    text: node.textContent ?? '',
    marked: node.nodeName === 'MARK',
  })).filter((part) => part.text.length > 0);
}

export function HighlightedText({ html }: { html: string }) {
  return highlightedParts(html).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
