// A process of its own for the two-process test of the time rules' pass (time-rules-processes.test.ts): it opens
// DATABASE_URL as the server does, prints 'ready', and for each line its parent writes (an ISO instant) runs one pass at
// that instant and prints {"turn": …}, whether it had the turn. It ends when its input ends.
import readline from 'node:readline';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config/config';
import { runTimeRules } from '../modules/automations/engine/time-rules';

const { ctx, shutdown } = await bootstrap(loadConfig());
const app = await buildApp(ctx, { logger: false });
console.log('ready');
for await (const line of readline.createInterface({ input: process.stdin })) {
  const turn = await runTimeRules(ctx, app.log, new Date(line.trim()));
  console.log(JSON.stringify({ turn }));
}
await app.close();
await shutdown();
