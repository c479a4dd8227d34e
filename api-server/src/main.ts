import { buildServer } from './app';
import { TEST_SCRYPT_COST, usePasswordCost } from './auth/password';
import { readConfig } from './config';
import { onMailSent } from './mail';
import { formatConsoleMail } from './mail/console';

/** Entry point (`pnpm start`): builds the server from env and flags and listens until a signal. */
async function main(): Promise<void> {
  const config = readConfig(process.env, process.argv.slice(2));
  // Before the server seeds or hashes anything.
  if (config.insecureTestPasswordHash) usePasswordCost(TEST_SCRYPT_COST);
  const app = await buildServer(config);
  // No mail leaves the machine: each one is printed, so a local user can follow its link.
  if (config.mailToConsole) onMailSent((mail) => process.stdout.write(formatConsoleMail(mail, new Date())));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now", even if closing hangs.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  console.info(
    `api-server listening on http://${config.host}:${config.port} (data: ${where}${config.devMode ? ', dev routes on for loopback clients' : ''}${config.mailToConsole ? ', e-mail written to this console' : ''}${config.insecureTestPasswordHash ? ', passwords hashed at the INSECURE test cost' : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
