// npm run package -- FILE: writes one .tgz that a machine runs with Node.js alone (`node server.js`
// in its top folder; docs/operations.md, "Installing the package"). Builds what is missing first,
// like npm start, and packs the versions live in DEPLOY_DIR (or the registry DATABASE_URL names).
import { writePackage } from './lib/package.mjs';
import { fail } from './lib/process.mjs';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith('-')) fail('usage: npm run package -- <file.tgz>');
try {
  const started = Date.now();
  const { timings } = await writePackage(file);
  const parts = Object.entries(timings).map(([part, ms]) => `${part} ${(ms / 1000).toFixed(1)} s`);
  console.log(`  in ${((Date.now() - started) / 1000).toFixed(1)} s (${parts.join(', ')})`);
} catch (error) {
  fail(`could not write the package: ${error.message}`);
}
