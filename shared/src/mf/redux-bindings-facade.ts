/**
 * What the shell provides under `react-redux` (issue 39: the home page's 150 kB), as
 * router-facade.ts does for the router: a shared package is provided whole, and react-redux whole
 * is 4.5 kB of gzip script on every first page, half of it `connect` and its selector factories,
 * which no app uses (its
 * `alternate-renderers` entry is the same file as its main one). The apps (and RTK Query's React hooks, which take react-redux from the
 * share like any app) use these names; the bundler keeps only what they need.
 *
 * The price, kept safe by `redux-bindings-facade.test.ts`: a name an app or RTK Query starts to
 * import from `react-redux` must be added here (the test fails until it is), and an area that
 * needs a new name is released after a shell that has it.
 */
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
  // The same module under another name: `react-redux` itself is the shared key this file is
  // provided as, and importing it here would be importing this file.
} from 'react-redux/alternate-renderers';
