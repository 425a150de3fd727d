import type { Database } from '../client';
export async function isDatabaseEmpty(_db: Database) { return false; }
export async function seedDatabase(_db: Database, _o?: { products?: number; log?: (m: string) => void }) { return {}; }
