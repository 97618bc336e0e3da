// Entry point: read the configuration, prepare the database, listen, and stop cleanly on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config/config';
import { DataDirLockedError } from './db/data-dir-lock';
import { bootstrap } from './bootstrap';
import { buildApp } from './app';
import { startDeadlineRecomputation, startUploadCleanup } from './modules/tickets';
import { createDelivery, startSlaWarnings } from './modules/notifications';
import { startMailboxReader } from './modules/channels';
import { createWebhookWorker } from './modules/automations/webhooks/webhook-worker';
import { createAutomationWorker } from './modules/automations';
import { startSurveyMailer, startWeeklyIndicators } from './modules/quality';
import { startAuditRetention } from './modules/audit';

async function main() {
  const config = loadConfig();
  const { ctx, seeded, shutdown } = await bootstrap(config);
  const app = await buildApp(ctx);
  if (seeded === 'demo') app.log.info('demo data seeded (users in README.md)');
  if (seeded === 'admin') app.log.info('first administrator "admin" created from ADMIN_PASSWORD');

  const stopCleanup = startUploadCleanup(ctx, app.log);
  const delivery = createDelivery(ctx, app.log);
  delivery.start();
  const webhooks = createWebhookWorker(ctx, app.log);
  webhooks.start();
  const automations = createAutomationWorker(ctx, app.log);
  automations.start();
  const stopSlaWarnings = startSlaWarnings(ctx.db, app.log);
  const stopDeadlineRecomputation = startDeadlineRecomputation(ctx.db, app.log);
  const stopWeeklyIndicators = startWeeklyIndicators(ctx.db, app.log);
  const stopSurveyMailer = startSurveyMailer(ctx, app.log);
  const stopAuditRetention = await startAuditRetention(ctx.db, config.auditRetentionDays, app.log);

  const mailboxReader = await startMailboxReader(ctx, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopCleanup();
    stopSlaWarnings();
    stopDeadlineRecomputation();
    stopWeeklyIndicators();
    stopSurveyMailer();
    stopAuditRetention();
    await mailboxReader.stop();
    await delivery.stop();
    await webhooks.stop();
    await automations.stop();
    await app.close();
    await shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ticket Management System at ${config.publicUrl} (${ctx.database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
