/** Standalone dev harness only (`npm run dev -w mf-messaging`, port 3004); the shell loads the pages in the product. */
import { mountDevHarness } from '@freelane/shared/dev';
import { Route, Routes } from 'react-router-dom';
import ChatWidget from './components/chat-widget';
import AreaHome from './pages/area-home';

mountDevHarness(
  <main>
    <Routes>
      <Route path="*" element={<AreaHome />} />
    </Routes>
    <ChatWidget />
  </main>,
);
