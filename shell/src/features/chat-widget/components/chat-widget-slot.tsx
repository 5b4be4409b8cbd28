import { useCurrentUser } from '@freelane/shared/session';
import { CHAT_WIDGET } from '@freelane/shared/pages';
import { lazy, Suspense, useContext, useMemo, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../../../components/remote-error-boundary';
import { RemoteLoaderContext } from '../../../lib/remote-loader-context';

export const CHAT_WIDGET_ID = CHAT_WIDGET;

/** The messaging area's chat widget while signed in. If it fails it renders nothing: never breaks the page. */
export function ChatWidgetSlot() {
  const user = useCurrentUser();
  const { load } = useContext(RemoteLoaderContext);
  const Widget = useMemo(() => lazy(async () => (await load(CHAT_WIDGET_ID)) as { default: ComponentType }), [load]);
  if (!user) return null;
  return (
    <RemoteErrorBoundary name={CHAT_WIDGET_ID} fallback={null}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
