/**
 * An rsbuild plugin that adds one rspack plugin to an app's production build only (the dev harness
 * runs without it): the preload map's, the compile hints' and the shell's bundler runtime's.
 * `create` gets rspack's own API (for its built-in plugins).
 */
export function productionRspackPlugin<Rspack>(name: string, create: (rspack: Rspack) => unknown) {
  return {
    name,
    setup(api: {
      modifyRspackConfig: (modify: (config: { plugins?: unknown[] }, utils: { rspack: Rspack }) => void) => void;
    }) {
      api.modifyRspackConfig((config, { rspack }) => {
        if (process.env.NODE_ENV === 'production') (config.plugins ??= []).push(create(rspack));
      });
    },
  };
}
