import 'reflect-metadata';
import { addMissingDemoContent } from '../db/seed/seed';
import { runCli } from './run';

// `npm run seed`: adds whatever demo content is missing; running it twice changes nothing.
runCli(async (services) => {
  await addMissingDemoContent(services, (l) => console.log(l));
  console.log('Seed complete');
});
