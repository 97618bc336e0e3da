// The ticket screen with what the knowledge base lends it (docs/product/self-service.md#suggestions): the suggested
// articles and similar tickets beside a new ticket, and 'Insertar artículo' in an agent's reply editor. Features never
// import one another; the shell composes them. The knowledge base's code loads only when one of them first shows.
import { lazy, type ComponentType } from 'react';
import { TicketAidsProvider, type TicketAids } from '@/features/tickets/tickets/components/ticket-aids';

const knowledge = () => import('@/features/knowledge');

const aids: TicketAids = {
  NewTicketHelp: lazy(() => knowledge().then((m) => ({ default: m.ArticleSuggestions }))),
  ReplyToolbarExtra: lazy(() => knowledge().then((m) => ({ default: m.InsertArticleButton }))),
};

export function withTicketAids(Page: ComponentType): ComponentType {
  return function TicketScreen() {
    return (
      <TicketAidsProvider aids={aids}>
        <Page />
      </TicketAidsProvider>
    );
  };
}
