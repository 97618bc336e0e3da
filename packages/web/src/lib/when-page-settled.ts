// Work that can wait until the first view is done: run once the page has loaded and the browser is idle.

/** Runs `then` when the browser is idle (where it cannot tell, at once); returns the cancel function. */
function whenIdle(then: () => void) {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }
  const call = requestIdleCallback(then);
  return () => cancelIdleCallback(call);
}

/** Runs `then` once the page has loaded and the browser is idle; returns the cancel function. */
export function whenPageSettled(then: () => void) {
  let cancelIdle = () => {};
  const afterLoad = () => {
    cancelIdle = whenIdle(then);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}
