import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeUnavailable, isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver error: "Failed query: …" with the driver's error as its cause. */
const drizzle = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('what counts as the database being unavailable', () => {
  it('recognises a server going away, however it is wrapped', () => {
    for (const error of [
      drizzle(withCode('57P01', 'terminating connection due to administrator command')),
      drizzle(withCode('57P03', 'the database system is starting up')),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      drizzle(withCode('57014', 'canceling statement due to statement timeout')),
      withCode('ECONNREFUSED'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      drizzle(new Error('Query read timeout')),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      assert.equal(isDatabaseUnavailable(error), true, String((error as Error).cause ?? error));
    }
  });

  it('describes the cause for the log without the statement or its parameters', () => {
    const error = drizzle(withCode('57P01', 'terminating connection due to administrator command'));
    (error as Error).message = 'Failed query: select * from users where email = $1\nparams: ann@example.test';
    assert.equal(describeUnavailable(error), '57P01 terminating connection due to administrator command');
  });

  it('leaves failures of the request itself alone', () => {
    for (const error of [
      drizzle(withCode('23505', 'duplicate key value violates unique constraint')),
      withCode('40P01', 'deadlock detected'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      new Error('Something else broke'),
      'not an error',
      null,
    ]) {
      assert.equal(isDatabaseUnavailable(error), false, String(error));
    }
  });
});
