// 'Conversación' (docs/product/tickets.md#discussion-and-internal-notes): the discussion sits below the whole form, so
// the screen offers a way straight to it. The jump scrolls the newest message into the middle of the screen (the
// reply box shows below it) and puts the focus on it, so a screen reader reads it and Tab goes on to the reply; a
// discussion without messages gets the focus itself.
import { useRef } from 'react';

export function useConversationJump() {
  const discussionRef = useRef<HTMLElement>(null);
  const newestRef = useRef<HTMLLIElement>(null);

  const jump = () => {
    const target = newestRef.current ?? discussionRef.current;
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };

  return { discussionRef, newestRef, jump };
}
