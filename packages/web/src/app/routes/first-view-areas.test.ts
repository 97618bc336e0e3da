// How build/first-view-chunks.ts shares out the modules that several main screens need: big shares get a file of
// those screens, small ones join a file that every screen needing them loads anyway.
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { MAIN_SCREENS, planFirstViewAreas } from '../../../build/first-view-chunks';

const ROOT = '/web';
const SIGN_IN = 'src/features/access/auth/routes/sign-in-page.tsx';
const APP_FRAME = 'src/app/layouts/app-layout.tsx';
const APP_FRAME_LATER = 'src/features/notifications/notifications/api/open-notification-stream.ts';

/** A chunk of the probe build: its modules (id → minified bytes), the file it starts from, what it imports. */
function chunk(fileName: string, modules: Record<string, number>, start?: string, imports: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    name: fileName,
    isEntry: start === undefined,
    isDynamicEntry: start !== undefined,
    facadeModuleId: start === undefined ? null : `${ROOT}/${start}`,
    imports,
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  } as unknown as Rolldown.OutputChunk;
}

const page = (screen: string) => MAIN_SCREENS[screen].page;

describe('the first-view areas', () => {
  const areas = planFirstViewAreas(
    [
      chunk('entry.js', { react: 1000 }),
      chunk('sign-in.js', { 'sign-in-page': 500 }, SIGN_IN),
      chunk('frame.js', { 'app-layout': 500 }, APP_FRAME),
      chunk('frame-later.js', { stream: 100, zod: 60_000 }, APP_FRAME_LATER),
      chunk('forms.js', { 'react-hook-form': 30_000 }),
      chunk('tables.js', { cards: 25_000, 'dashboard-and-ticket': 100 }),
      chunk('small.js', { everywhere: 10, 'search-and-lists': 100 }),
      chunk('dashboard.js', { 'dashboard-page': 100 }, page('dashboard'), ['tables.js', 'small.js', 'frame-later.js']),
      chunk('ticket.js', { 'ticket-page': 100 }, page('ticket'), ['forms.js', 'tables.js', 'small.js']),
      chunk('search.js', { 'search-page': 100 }, page('ticket-search'), ['forms.js', 'tables.js', 'small.js']),
      chunk('lists.js', { 'lists-page': 100 }, page('ticket-lists'), ['small.js']),
    ],
    ROOT,
  );

  it('gives the entry, sign-in, the frame and what the frame loads later their own areas, in that order', () => {
    expect(areas.get('react')).toBe('index');
    expect(areas.get('sign-in-page')).toBe('sign-in');
    expect(areas.get('app-layout')).toBe('app-frame');
    // The dashboard needs zod too, but the frame claims it first.
    expect(areas.get('zod')).toBe('app-frame-later');
  });

  it("puts what one screen needs in the screen's file", () => {
    expect(areas.get('dashboard-page')).toBe('dashboard');
    expect(areas.get('lists-page')).toBe('ticket-lists');
  });

  it('gives a big share a file of the screens that need it, so the others do not load it', () => {
    expect(areas.get('react-hook-form')).toBe('shared-ticket+ticket-search');
    expect(areas.get('cards')).toBe('shared-dashboard+ticket+ticket-search');
  });

  it('puts a small share into the file of the fewest more screens, or with what every screen needs', () => {
    expect(areas.get('dashboard-and-ticket')).toBe('shared-dashboard+ticket+ticket-search');
    expect(areas.get('search-and-lists')).toBe('screens-common');
    expect(areas.get('everywhere')).toBe('screens-common');
  });
});
