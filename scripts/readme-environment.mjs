#!/usr/bin/env node
/**
 * Writes the README's table of environment variables from the schema that reads them
 * (gateway/src/settings/variables.ts, through the build): `npm run readme:environment`.
 * gateway/src/settings/settings.test.ts fails when the README's table differs from it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { environmentTable, tableMarkers } = require('../gateway/dist/settings/environment.js');
const readmePath = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(tableMarkers.start);
const end = readme.indexOf(tableMarkers.end);
if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${tableMarkers.start} … ${tableMarkers.end}`);
writeFileSync(readmePath, `${readme.slice(0, start + tableMarkers.start.length)}\n${environmentTable()}\n${readme.slice(end)}`);
console.log('README.md: the table of environment variables written from gateway/src/settings/variables.ts');
