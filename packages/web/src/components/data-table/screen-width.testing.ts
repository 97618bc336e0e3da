// For component tests: a screen of a given width, as MUI's useMediaQuery reads it. jsdom has no window.matchMedia, so
// without this every media query is false (a wide screen for `down(...)` queries). Answers the min-width and
// max-width parts of a query; call the returned function to put things back.
const widthBound = /\((min|max)-width:\s*([\d.]+)px\)/g;

const matchesWidth = (query: string, width: number) =>
  [...query.matchAll(widthBound)].every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));

export function pretendScreenWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

/** A phone held upright (the width the walk-through used). */
export const PHONE_WIDTH = 390;
