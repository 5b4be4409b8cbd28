// npm start's server as a child that never outlives npm start (issue 32).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How often the supervisor looks whether its own parent is still there. */
export const PARENT_WATCH_MS = 500;
/** The same signal again within this long is a copy of the first (see `relay`), not a second request. */
export const DUPLICATE_SIGNAL_MS = 1_000;

/** The parent of process `pid` (Linux's /proc), or null when it is gone or cannot be known. */
export function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state === 'Z' ? null : Number(ppid);
  } catch {
    return null;
  }
}

const SHELLS = new Set(['sh', 'dash', 'bash', 'ash', 'zsh']);

/**
 * The links up to whoever started npm start, as [process, its parent] pairs; a link that changes
 * means it was stopped. The package's start script execs this process, so npm is its parent and
 * passes SIGINT and SIGTERM on to it. Run through a shell that stays (a package manager without
 * the exec, `sh -c` with more than one command), a signal to npm reaches only that shell, which
 * dies (SIGTERM: this process is re-parented) or ignores it while npm exits: the shell's own parent
 * is watched too then.
 */
function ancestry(parentPid) {
  const links = [[process.pid, parentPid]];
  const shell = commandOf(parentPid);
  const grandparent = shell && SHELLS.has(shell) ? parentOf(parentPid) : null;
  if (grandparent) links.push([parentPid, grandparent]);
  return links;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

const linkBroken = ([pid, parent]) => (pid === process.pid ? process.ppid : parentOf(pid)) !== parent;

/**
 * Runs `command args` in a process group of its own, with stdio inherited, and makes sure it stops
 * when this process is asked to or goes away, so a service manager that signals one PID (npm's)
 * never leaves a server behind:
 * - SIGINT, SIGTERM and SIGHUP to this process are relayed to the child. Its own group means a
 *   terminal's Ctrl+C reaches the child once, from here, so its drain is not cut short by a
 *   second copy of the signal (npm's copy of the same keypress is not relayed either);
 * - when this process's parent goes away without a word (npm killed, or a shell between npm and
 *   this process that swallowed the signal: see `ancestry`), the child gets SIGTERM;
 * - the child is told this process's pid (FREELANE_PARENT_PID) and stops by itself if this process
 *   dies without a word (kill -9; api/src/server.ts watches for it).
 * `parentPid` is this process's parent when it began (npm start builds first, for minutes maybe);
 * `onExit(code, signal)` runs when the child has exited.
 * @param {{ command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv, parentPid?: number,
 *   onExit: (code: number | null, signal: NodeJS.Signals | null) => void }} options
 */
export function superviseServer({ command, args, cwd, env = process.env, parentPid = process.ppid, onExit }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, FREELANE_PARENT_PID: String(process.pid) },
    stdio: 'inherit',
    detached: true,
  });
  let lastRelayed = { signal: null, at: 0 };
  const relay = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // A terminal's Ctrl+C (or a kill of the process group) reaches npm and this process at once,
    // and npm passes its copy on: two SIGINTs a few milliseconds apart for one request. The server
    // takes a second signal as "stop now, skip the drain" (exit 1), so the copy is not relayed; a
    // second Ctrl+C a moment later still is.
    const now = Date.now();
    if (signal === lastRelayed.signal && now - lastRelayed.at < DUPLICATE_SIGNAL_MS) return;
    lastRelayed = { signal, at: now };
    child.kill(signal);
  };
  const relays = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => {
    const handler = () => relay(signal);
    process.on(signal, handler);
    return [signal, handler];
  });
  const links = ancestry(parentPid);
  const watch = setInterval(() => {
    if (!links.some(linkBroken)) return;
    clearInterval(watch);
    relay('SIGTERM');
  }, PARENT_WATCH_MS);
  child.on('exit', (code, signal) => {
    clearInterval(watch);
    for (const [name, handler] of relays) process.off(name, handler);
    onExit(code, signal);
  });
  return child;
}
