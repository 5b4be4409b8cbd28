/** Standalone dev harness only (`npm run dev -w mf-hiring-assistant`, port 3005); the shell loads the pages in the product. */
import { mountDevHarness } from '@freelane/shared/dev';
import { Route, Routes } from 'react-router-dom';
import AreaHome from './pages/area-home';

mountDevHarness(
  <main>
    <Routes>
      <Route path="*" element={<AreaHome />} />
    </Routes>
  </main>,
);
