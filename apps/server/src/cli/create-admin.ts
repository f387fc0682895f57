import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { generatePassword } from '../modules/auth/password';
import { runCli } from './run';

// `npm run create-admin -- --username NAME [--password PASS]` (or ADMIN_USERNAME / ADMIN_PASSWORD).
runCli(async (services, config) => {
  const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' } } });
  const username = values.username ?? config.adminUsername;
  if (!username) throw new Error('Give a username: npm run create-admin -- --username NAME');
  const password = values.password ?? config.adminPassword ?? generatePassword();
  if (password.length < 8) throw new Error('The password must be at least 8 characters long');
  await services.auth.createUser(username, password, true);
  console.log(`Admin user "${username}" created.`);
  if (!values.password && !config.adminPassword) console.log(`Generated password (shown once): ${password}`);
});
