// `npm run bench`'s knowledge-base part (docs/performance.md#knowledge-base): GET kb/search as 'Ayuda' sends it while
// one types (a common word, a word's first letters, a typo, a word without its accent, two words) and GET
// kb/suggestions with a ticket's subject and detail, each at 4 connections against the goal of 50 ms p95.
const KB_GOAL_P95 = 50;
const KB_CONNECTIONS = 4;

const search = (name: string, q: string) => ({
  name: `kb search ${name}`,
  path: `/api/kb/search?q=${encodeURIComponent(q)}`,
  goalP95: KB_GOAL_P95,
  connections: KB_CONNECTIONS,
});

export function knowledgeCalls() {
  const ticketText = 'La impresora del segundo piso no imprime y marca atasco de papel desde la mañana';
  return [
    search('common word', 'impresora'),
    search('as typed', 'contras'),
    search('typo', 'impresra'),
    search('no accent', 'contrasena'),
    search('two words', 'configurar vpn'),
    {
      name: 'kb suggestions',
      path: `/api/kb/suggestions?text=${encodeURIComponent(ticketText)}`,
      goalP95: KB_GOAL_P95,
      connections: KB_CONNECTIONS,
    },
  ];
}
