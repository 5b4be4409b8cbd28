/**
 * What the shell provides under `react-router-dom` (issue 39: the shell's base).
 *
 * A shared package is provided whole: nobody knows at the provider's build which of its exports a
 * remote will use. Provided as itself, react-router v7 (data routers, framework and SSR helpers
 * included) cost every first page 59 kB of gzip script; the apps use thirteen of its exports
 * (about 16 kB). So the shell provides this module under the `react-router-dom` key instead: the
 * same singleton every app already imports, holding only the names the apps use, and the bundler
 * keeps only what they need of react-router behind them.
 *
 * The price, kept safe by `router-facade.test.ts`: a name an app starts to import from
 * `react-router-dom` must be added here (the test fails until it is), and since areas take the
 * router from the shell, an area that needs a new name is released after a shell that has it.
 * Browser code imports the router only as `react-router-dom` (never `react-router`, which is no
 * longer shared: a copy of its own would be a second router and its context). Server renderers
 * (prerender, ssr) and tests are bundled without federation and use the whole package.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
