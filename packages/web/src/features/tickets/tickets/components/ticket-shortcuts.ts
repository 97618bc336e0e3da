// The shortcuts the '?' dialog lists on the ticket screen.
import type { KeyboardShortcut } from '@/components/keyboard/keyboard-shortcuts-dialog';

export const TICKET_SHORTCUTS: readonly KeyboardShortcut[] = [
  { keys: ['Ctrl + Enter', '⌘ + Enter'], description: 'Enviar mensaje o agregar nota interna (en el editor del mensaje)' },
  { keys: ['Ctrl + S', '⌘ + S'], description: 'Guardar el ticket' },
  { keys: ['?'], description: 'Mostrar los atajos de teclado' },
];
