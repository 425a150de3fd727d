import { prepareTemplate } from './test-database';

export default async function setup(): Promise<void> {
  await prepareTemplate();
}
