import { after, before, describe, it } from 'node:test';
import { READ_AFTER_WRITE } from '../testing/read-after-write';
import { closeTabs, listenOn } from '../testing/tabs';
import type { TestContext } from '../testing/test-app';
import { twoProcesses } from '../testing/two-processes';

// Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://… npm test -w api (the
// database is wiped). Two app instances stand in for two API processes, each with its own read
// cache: every write goes through one, every read through the other, which must drop what the
// write changed (PostgreSQL NOTIFY) before the writer answers or announces it.
const url = process.env.TEST_DATABASE_URL;
let a: TestContext;
let b: TestContext;
let urlB: string;

describe('the first read after a write in another process', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  before(async () => {
    [a, b] = await twoProcesses(url as string);
    await listenOn(a); // the socket adapter of each process relays events to the other's sockets
    urlB = await listenOn(b);
  });
  after(async () => {
    closeTabs();
    await a?.close();
    await b?.close();
  });

  for (const scenario of READ_AFTER_WRITE) {
    it(`shows ${scenario.write} written through one process in the other at once`, () =>
      scenario.run({ writer: a, reader: b, readerUrl: urlB }));
  }
});
