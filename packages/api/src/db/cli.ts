// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, without listening.
import { loadConfig } from '../config/config';
import { bootstrap } from '../bootstrap';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const { seeded, shutdown } = await bootstrap(
  command === 'migrate' ? { ...config, seedDemo: false, adminPassword: undefined } : config,
);
console.log(command === 'migrate' ? 'migrations applied' : `seed: ${seeded}`);
await shutdown();
