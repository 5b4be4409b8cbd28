import { createToastsBridge, TOAST_CARRY_OVER_MS, type ToastsApi } from './toasts-bridge';

/** A stand-in for antd's APIs: what was opened and closed, by key. */
function fakeApi() {
  const calls: string[] = [];
  const record = (kind: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method) =>
          (...args: unknown[]) => {
            const first = args[0] as { key?: string; content?: unknown; message?: unknown } | string;
            calls.push(
              typeof first === 'string'
                ? `${kind}.${String(method)}(${first})`
                : `${kind}.${String(method)}(${String(first.content ?? first.message ?? '')}#${first.key})`,
            );
          },
      },
    );
  const api: ToastsApi = { message: record('message'), notification: record('notification'), modal: record('modal') };
  return { api, calls };
}

describe('toasts and page changes (issue 36)', () => {
  it('closes the toasts of the page before, keeps the one that announces the new page for that change only', () => {
    let time = 0;
    const bridge = createToastsBridge(() => time);
    const { api, calls } = fakeApi();
    bridge.attach(api);

    bridge.call('message', 'error', ['This password is too common.']);
    bridge.call('notification', 'info', [{ message: 'New message' }]);
    time += 10_000;
    bridge.call('message', 'success', ['Account created.']);
    time += 100;
    bridge.pageChanged();
    expect(calls).toEqual([
      'message.error(This password is too common.#freelane-toast-1)',
      'notification.info(New message#freelane-toast-2)',
      'message.success(Account created.#freelane-toast-3)',
      'message.destroy(freelane-toast-1)',
      'notification.destroy(freelane-toast-2)',
    ]);

    calls.length = 0;
    time += 100; // the next page change, however soon, closes it
    bridge.pageChanged();
    expect(calls).toEqual(['message.destroy(freelane-toast-3)']);
  });

  it('keeps a key the page chose, and drops a stale toast still waiting for the host', () => {
    let time = 0;
    const bridge = createToastsBridge(() => time);
    bridge.call('message', 'loading', [{ content: 'Saving…', key: 'save' }]);
    bridge.call('message', 'info', ['Old news']);
    time += TOAST_CARRY_OVER_MS + 1;
    bridge.pageChanged();
    const { api, calls } = fakeApi();
    bridge.attach(api);
    expect(calls).toEqual([]);
    bridge.call('message', 'success', [{ content: 'Saved', key: 'save' }]);
    bridge.call('modal', 'confirm', [{ title: 'Sure?' }]);
    expect(calls).toEqual(['message.success(Saved#save)', 'modal.confirm(#undefined)']);
  });
});
