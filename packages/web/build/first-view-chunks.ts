// How the code of the screens a phone opens first is cut into files. The server speaks HTTP/1.1: a browser fetches six
// files at a time, and on a phone every round of small files costs a round trip (about 150 ms on slow 4G) before the
// screen shows. Left to itself the bundler gives every combination of screens that share modules a file of its own
// (47–72 files before a signed-in screen showed). Here the modules each of these areas needs at once go into one file
// per area, a module going to the first area that needs it:
// - the entry: what index.html loads (React, the router, the theme) stays in the entry chunk;
// - 'sign-in': the sign-in screen, so /sign-in loads no code of the signed-in screens;
// - 'app-frame': the signed-in frame (top bar, menu, notifications), which every signed-in screen loads;
// - 'app-frame-later': what the frame loads after it shows (the live notifications' stream, with zod); the screens that
//   need zod at once load it with their code;
// - 'shared-<screens>': what some of the main screens (dashboard, ticket, Buscador, lists) need, when it is big enough
//   for a file of its own (zod and the forms for the ticket and the Buscador, say); 'screens-common': the rest of what
//   two or more of them need;
// - each main screen's file: what only that main screen needs (another screen that shares a module of it loads it too).
// The rest (other screens, dialogs, the grid, the charts, the editor: all loaded lazily) keeps the bundler's cutting.
// What an area needs is read from a first build cut by the bundler alone: its chunks hold only the modules that
// tree-shaking kept, where the import graph would count every component a barrel file (@mui/material) names.
import type { Plugin, Rolldown } from 'vite';

interface MainScreen {
  /** The screen's page module, relative to packages/web. */
  page: string;
  /** The paths that show it (src/app/routes/app-routes.ts; a test checks that they are routes). */
  paths: string[];
}

/** The areas after the entry, by the module each one starts from (relative to packages/web). */
const SIGN_IN = 'src/features/access/auth/routes/sign-in-page.tsx';
const SIGN_IN_PATH = '/sign-in';
const APP_FRAME = 'src/app/layouts/app-layout.tsx';
/** What the frame loads once it shows: the live notifications' stream, with zod for its events. */
const APP_FRAME_LATER = 'src/features/notifications/notifications/api/open-notification-stream.ts';
export const MAIN_SCREENS: Record<string, MainScreen> = {
  dashboard: { page: 'src/features/finding/dashboard/routes/dashboard-page.tsx', paths: ['/dashboard'] },
  ticket: { page: 'src/features/tickets/tickets/routes/ticket-page.tsx', paths: ['/ticket', '/ticket/:id'] },
  'ticket-search': {
    page: 'src/features/finding/ticket-search/routes/ticket-search-page.tsx',
    paths: ['/search-tickets'],
  },
  'ticket-lists': {
    page: 'src/features/finding/ticket-lists/routes/ticket-list-page.tsx',
    paths: ['/received-tickets', '/sent-tickets', '/subscribed-tickets'],
  },
};

/**
 * What a few main screens share (zod and the forms' code for the ticket and the Buscador, the cards and tables for the
 * lists, the Buscador and the dashboard) gets a file of its own from this size (minified, before compression), so the
 * other screens do not load it; smaller shares join 'screens-common'.
 */
const MIN_SHARED_FILE_BYTES = 20_000;

/** A module's area: the name of its file, or null for the entry's modules. */
type ModuleAreas = Map<string, string | null>;

/** The modules a chunk brings at once: its own and those of the chunks it imports statically, transitively. */
function modulesLoadedWith(chunk: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const pending = [chunk];
  while (pending.length > 0) {
    const next = pending.pop() as Rolldown.OutputChunk;
    if (seen.has(next.fileName)) continue;
    seen.add(next.fileName);
    for (const id of Object.keys(next.modules)) modules.add(id);
    for (const file of next.imports) {
      const imported = chunks.get(file);
      if (imported) pending.push(imported);
    }
  }
  return modules;
}

/** Each module's area, from the chunks of a build that the bundler cut alone; webRoot is packages/web's path. */
export function planFirstViewAreas(
  output: Rolldown.OutputBundle | readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
  webRoot: string,
) {
  const chunks = new Map(
    Object.values(output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const loadedWithChunk = (name: string, isStart: (chunk: Rolldown.OutputChunk) => boolean) => {
    const chunk = [...chunks.values()].find(isStart);
    if (!chunk) throw new Error(`first-view chunks: ${name} is not the start of a chunk (was it moved?)`);
    return modulesLoadedWith(chunk, chunks);
  };
  const loadedWith = (file: string) =>
    loadedWithChunk(file, (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === `${webRoot}/${file}`);
  const areas: ModuleAreas = new Map();
  const claim = (modules: Iterable<string>, area: string | null) => {
    for (const id of modules) if (!areas.has(id)) areas.set(id, area);
  };
  claim(
    loadedWithChunk('the entry', (chunk) => chunk.isEntry),
    'index',
  );
  claim(loadedWith(SIGN_IN), 'sign-in');
  claim(loadedWith(APP_FRAME), 'app-frame');
  claim(loadedWith(APP_FRAME_LATER), 'app-frame-later');
  const screensOf = new Map<string, string[]>();
  for (const [screen, { page }] of Object.entries(MAIN_SCREENS)) {
    for (const id of loadedWith(page)) {
      if (!areas.has(id)) screensOf.set(id, [...(screensOf.get(id) ?? []), screen]);
    }
  }
  for (const [id, area] of sharedAreas(screensOf, renderedSizes(chunks.values()))) areas.set(id, area);
  return areas;
}

/** How many bytes each module takes in the build. */
function renderedSizes(chunks: Iterable<Rolldown.OutputChunk>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const chunk of chunks) for (const [id, module] of Object.entries(chunk.modules)) sizes.set(id, module.renderedLength);
  return sizes;
}

/**
 * The area of each module that main screens need: the screen's own file if one screen needs it. What several screens
 * share goes to a file of those screens ('shared-dashboard+ticket'; 'screens-common' when all of them share it) if it is
 * big enough to be worth a file of its own; a smaller share joins such a file of the fewest more screens, which every
 * screen that needs it loads anyway.
 */
function sharedAreas(screensOf: Map<string, string[]>, sizes: Map<string, number>): Map<string, string> {
  const allScreens = Object.keys(MAIN_SCREENS);
  const shares = new Map<string, { screens: string[]; ids: string[]; bytes: number }>();
  for (const [id, screens] of screensOf) {
    const key = screens.join('+');
    const share = shares.get(key) ?? { screens, ids: [], bytes: 0 };
    share.ids.push(id);
    share.bytes += sizes.get(id) ?? 0;
    shares.set(key, share);
  }
  const fileName = (screens: string[]) =>
    screens.length === 1 ? screens[0] : screens.length === allScreens.length ? 'screens-common' : `shared-${screens.join('+')}`;
  const files = [...shares.values()]
    .filter((share) => share.screens.length === 1 || share.bytes >= MIN_SHARED_FILE_BYTES)
    .sort((a, b) => a.screens.length - b.screens.length || a.bytes - b.bytes);
  const fileFor = (screens: string[]) =>
    files.find((file) => file.screens.length > 1 && screens.every((screen) => file.screens.includes(screen)))?.screens ??
    allScreens;
  const areas = new Map<string, string>();
  for (const share of shares.values()) {
    const area = files.includes(share) ? fileName(share.screens) : fileName(fileFor(share.screens));
    for (const id of share.ids) areas.set(id, area);
  }
  return areas;
}

/** The `name` of a Rolldown code-splitting group that puts each module of an area into the area's file. */
export function firstViewChunkName(areas: ModuleAreas) {
  return (moduleId: string): string | null => areas.get(moduleId) ?? null;
}

/** The files of an area's chunk and of the chunks it imports statically, transitively, by name (e.g. 'app-frame'). */
function filesLoadedWith(area: string, chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.name === area);
  if (!start) throw new Error(`first-view chunks: the build has no '${area}' chunk`);
  const files: string[] = [];
  const pending = [start];
  while (pending.length > 0) {
    const next = pending.pop() as Rolldown.OutputChunk;
    if (files.includes(next.fileName)) continue;
    files.push(next.fileName);
    pending.push(...next.imports.flatMap((file) => byFile.get(file) ?? []));
  }
  return files;
}

/**
 * What the build tells the server (dist/.vite/first-view.json, read by packages/api/src/plugins/web-app.ts) and the
 * bundle budget (scripts/check-bundle-budget.mjs): for each path of the first-view areas, the JavaScript files its
 * screen needs besides the entry's (the signed-in screens also the frame's), which index.html can preload for that
 * path so they download beside the entry instead of after it has run.
 */
export interface FirstViewFiles {
  /** An area's files, by area name ('sign-in', 'dashboard', ...), without the entry's. */
  areas: Record<string, string[]>;
  /** The area each path shows: exact paths, or a path with ':name' segments ('/ticket/:id'). */
  paths: Record<string, string>;
}

export function firstViewFiles(bundle: Rolldown.OutputBundle): FirstViewFiles {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-view chunks: the build has no entry chunk');
  const entryFiles = new Set(filesLoadedWith(entry.name, chunks));
  const beyondEntry = (...areas: string[]) => [
    ...new Set(areas.flatMap((area) => filesLoadedWith(area, chunks)).filter((file) => !entryFiles.has(file))),
  ];
  const areas: Record<string, string[]> = { 'sign-in': beyondEntry('sign-in') };
  const paths: Record<string, string> = { [SIGN_IN_PATH]: 'sign-in' };
  for (const [screen, { paths: screenPaths }] of Object.entries(MAIN_SCREENS)) {
    areas[screen] = beyondEntry('app-frame', screen);
    for (const path of screenPaths) paths[path] = screen;
  }
  return { areas, paths };
}

/** Writes dist/.vite/first-view.json (see FirstViewFiles). */
export function emitFirstViewFiles(): Plugin {
  return {
    name: 'tms:first-view-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-view.json',
        source: `${JSON.stringify(firstViewFiles(bundle), null, 2)}\n`,
      });
    },
  };
}
