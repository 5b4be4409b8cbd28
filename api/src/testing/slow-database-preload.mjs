// Preloaded (`node --import`) into the production server by api/src/first-start.test.ts ONLY: the
// embedded database's first statement (the migrations begin with it) is handed to its thread
// SLOW_DATABASE_MS late (12 s by default), as on a machine too busy to open and migrate in time.
import { Worker } from 'node:worker_threads';

const delayMs = Number(process.env.SLOW_DATABASE_MS ?? 12_000);
const post = Worker.prototype.postMessage;
let delayed = false;

Worker.prototype.postMessage = function postLate(message, ...rest) {
  if (delayed || message?.op !== 'query') return post.call(this, message, ...rest);
  delayed = true;
  setTimeout(() => post.call(this, message, ...rest), delayMs);
};
