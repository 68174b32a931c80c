/**
 * Writes the in-browser database scaled to 10,000 participants as the browser stores it (the JSON the
 * portal keeps in localStorage under DB_STORAGE_KEY), so the interaction benchmark can seed a page
 * with it before the portal loads. Claims and products stay at the program's figures: the full
 * scaled set (100,000 claims, 10,000 products) is about 35 MB of JSON, over Chromium's localStorage quota.
 *
 *   npx tsx bench/scaled-db.ts <out.json>
 */
import { writeFileSync } from 'node:fs';
import { DB_STORAGE_KEY } from '../domain/db';
import { createDb } from '../domain/fixtures';
import { PROGRAM_FIGURES } from '../domain/lib/admin/generate';

export const SCALED_PARTICIPANTS = 10_000;

const out = process.argv[2];
if (!out) throw new Error('Usage: tsx bench/scaled-db.ts <out.json>');
const data = createDb({ now: new Date(), scale: { participants: SCALED_PARTICIPANTS, products: 0, claims: PROGRAM_FIGURES.claims } });
writeFileSync(out, JSON.stringify({ key: DB_STORAGE_KEY, participants: data.participants.length, claims: data.claims.length, value: JSON.stringify(data) }));
