import type { DevRoute } from '@freelane/shared/dev';
import About from '../pages/about';
import BlogDetail from '../pages/blog-detail';
import BlogList from '../pages/blog-list';
import Browse from '../pages/browse';
import Community from '../pages/community';
import ComingSoon from '../pages/coming-soon';
import Home from '../pages/home';
import Offering from '../pages/offering';
import PrivacyPolicy from '../pages/privacy-policy';
import Terms from '../pages/terms';

/** The public routes as the shell declares them, for running this remote on its own. */
export const DEV_ROUTES: DevRoute[] = [
  { path: '/', label: 'Home', element: <Home /> },
  { path: '/offering', label: 'Offerings', element: <Offering /> },
  { path: '/about', label: 'About', element: <About /> },
  { path: '/blog', label: 'Blog', element: <BlogList /> },
  { path: '/blogInside/:id', element: <BlogDetail /> },
  { path: '/coming-soon', label: 'Coming Soon', element: <ComingSoon /> },
  { path: '/browse', label: 'Browse', element: <Browse /> },
  { path: '/privacy-policy', label: 'Privacy', element: <PrivacyPolicy /> },
  { path: '/terms-condition', label: 'Terms', element: <Terms /> },
  { path: '/community', label: 'Community', element: <Community /> },
];
