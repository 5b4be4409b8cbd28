/**
 * An rsbuild plugin that adds one rspack plugin to an app's production build only (the dev harness
 * runs without it): the shape of the preload map's and the compile hints' plugins.
 */
export function productionRspackPlugin(name: string, create: () => unknown) {
  return {
    name,
    setup(api: { modifyRspackConfig: (modify: (config: { plugins?: unknown[] }) => void) => void }) {
      api.modifyRspackConfig((config) => {
        if (process.env.NODE_ENV === 'production') (config.plugins ??= []).push(create());
      });
    },
  };
}
