// The shortcuts the '?' dialog lists on a ticket list, with the ticket screen's own ('Enviar mensaje').
import type { KeyboardShortcut } from '@/components/keyboard/keyboard-shortcuts-dialog';

export const TICKET_LIST_SHORTCUTS: readonly KeyboardShortcut[] = [
  { keys: ['j'], description: 'Bajar a la siguiente fila' },
  { keys: ['k'], description: 'Subir a la fila anterior' },
  { keys: ['Enter'], description: 'Abrir el ticket de la fila' },
  { keys: ['?'], description: 'Mostrar los atajos de teclado' },
  { keys: ['Ctrl + Enter', '⌘ + Enter'], description: 'Enviar mensaje (en el ticket)' },
];
