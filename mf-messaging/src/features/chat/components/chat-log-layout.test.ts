import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 39: the conversation's server HTML must show the log at its end without script (the app's
// takeover then scrolls nothing and paints nothing new): the log is laid out bottom-up, around one
// box that keeps the reading order (message-list.tsx reads scroll positions for that layout).
describe('the conversation log’s layout (chat.css)', () => {
  const css = readFileSync(join(__dirname, 'chat.css'), 'utf8');
  const rule = (selector: string) =>
    css.match(new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';

  it('starts the log at its end: a bottom-up flex container', () => {
    expect(rule('.fl-chat-log')).toMatch(/display: flex;/);
    expect(rule('.fl-chat-log')).toMatch(/flex-direction: column-reverse;/);
  });

  it('keeps a short conversation at the top, as it reads', () => {
    expect(rule('.fl-chat-log__content')).toMatch(/margin-bottom: auto;/);
  });
});
