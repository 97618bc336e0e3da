// 'Enviar mensaje' (docs/product/tickets.md#discussion-and-internal-notes): posts the editor's message, a 'Respuesta'
// or a 'Nota interna', on its own; the rest of the form stays as the user left it, and the editor empties once the
// message is stored.
import { ticketMessages } from '@tms/contracts';
import { isRichTextEmpty } from '@/components/rich-text/is-rich-text-empty';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { usePostDiscussionMessage } from '../api/post-discussion-message';
import { useTicketFormContext } from '../components/ticket-form-context';

export function useSendMessage(ticketId: number) {
  const { getValues, setError, clearErrors, resetField } = useTicketFormContext();
  const posting = usePostDiscussionMessage();

  const send = () => {
    if (posting.isPending) return;
    const message = getValues('discussion');
    if (isRichTextEmpty(message)) {
      setError('discussion', { type: 'required', message: ticketMessages.messageRequired }, { shouldFocus: true });
      return;
    }
    const isInternal = getValues('discussionIsInternal');
    clearErrors('discussion');
    posting.mutate(
      { id: ticketId, input: { message, isInternal } },
      {
        onSuccess: () => {
          // What the user typed while it was being sent stays in the editor.
          if (getValues('discussion') === message) resetField('discussion', { defaultValue: '' });
          notify.success(isInternal ? ticketMessages.internalNoteSent : ticketMessages.messageSent);
        },
        onError: (error) => {
          const fieldMessage = isApiError(error) ? error.fields.message : undefined;
          if (fieldMessage) setError('discussion', { type: 'server', message: fieldMessage });
          notify.error(isApiError(error) && error.fromServer ? error.message : ticketMessages.saveError);
        },
      },
    );
  };

  return { send, sending: posting.isPending };
}
