// `npm run tokens -w shared`: writes tokens.css from tokens.ts (tokens.test.ts fails while it is stale).
import { writeFileSync } from 'node:fs';
import { tokensCss } from './tokens';

writeFileSync(new URL('./tokens.css', import.meta.url), tokensCss());
