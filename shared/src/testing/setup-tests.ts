import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd pages render slowly on a loaded 2-core CI machine: wait up to 5 s for what the user would
// see (the 1 s default made first renders flaky), and give a whole test 30 s.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);

// A test of server rendering runs in Node (`@jest-environment node`): there is no window to fill in.
const inJsdom = typeof window !== 'undefined';

// antd reads matchMedia for responsive grids; jsdom does not implement it.
if (inJsdom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's Menu (overflow) and other layout components observe sizes; jsdom has no ResizeObserver.
if (inJsdom && !('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}

// jest-fixed-jsdom swaps in Node's FormData (so MSW and fetch agree), but Node's cannot read a
// <form>. React 19 builds `new FormData(form)` when a form is submitted during a transition (a
// React Router navigation), so accept a form element and copy its named fields.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const field = element as HTMLInputElement;
      if (!field.name || field.disabled || field.type === 'file') continue;
      if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
      if ((field.type === 'submit' || field.type === 'button') && field !== submitter) continue;
      this.append(field.name, field.value);
    }
  }
}
if (inJsdom) Object.defineProperty(globalThis, 'FormData', { writable: true, value: FormDataFromForm });

// antd's Form schedules work through MessageChannel, which jsdom lacks. Node's own would keep
// Jest alive (open ports), so a timer-backed stand-in delivers the message as a macro task.
if (!('MessageChannel' in globalThis)) {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer: TimerMessagePort | null = null;
    postMessage(data: unknown): void {
      const target = this.peer;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close(): void {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    readonly port1 = new TimerMessagePort();
    readonly port2 = new TimerMessagePort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: TimerMessageChannel });
}
