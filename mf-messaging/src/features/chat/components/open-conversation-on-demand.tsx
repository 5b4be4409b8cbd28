import { lazy, Suspense } from 'react';
import type { OpenConversationProps } from './open-conversation';
import { ConversationLoading } from './conversation-loading';

type OpenConversationModule = typeof import('./open-conversation');
type LoadedComponent = { default: OpenConversationModule['OpenConversation'] };

/** Set once the code has loaded. */
let loaded: OpenConversationModule | undefined;
let loading: Promise<OpenConversationModule> | undefined;

/**
 * Loads the open conversation's code (antd, the log, the message box, briefs) once. The page's
 * `preloadFor` starts it before the app's first render when the URL opens a conversation, so the
 * server-rendered conversation is replaced by the same conversation, not by a skeleton.
 */
export function loadOpenConversation(): Promise<OpenConversationModule> {
  loading ??= import('./open-conversation').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a later render tries again
      throw error;
    },
  );
  return loading;
}

const LazyOpenConversation = lazy(() => {
  // Already loaded (preloadFor ran before the first render): React.lazy reads a thenable that
  // answers at once as resolved and renders the component in this very commit. A promise, even a
  // settled one, answers a microtask later, and the first render would show the skeleton.
  const module = loaded;
  if (module) {
    const answered = {
      then(resolve: (value: LoadedComponent) => void) {
        resolve({ default: module.OpenConversation });
      },
    };
    return answered as unknown as Promise<LoadedComponent>;
  }
  return loadOpenConversation().then((fresh) => ({ default: fresh.OpenConversation }));
});

/** The open conversation, its code loaded on first use; the conversation's skeleton meanwhile. */
export function OpenConversationOnDemand(props: OpenConversationProps) {
  return (
    <Suspense fallback={<ConversationLoading />}>
      <LazyOpenConversation {...props} />
    </Suspense>
  );
}
