import { lazy, Suspense, type ComponentProps } from 'react';

const Tabs = lazy(() => import('antd/es/tabs'));

/**
 * What antd's Card renders for its `tabList`, in the shell's build (see `pluginCardTabsOnDemand`):
 * Tabs, loaded the first time a card has a tab list instead of with every card.
 */
export default function CardTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
