/**
 * antd's Card imports Tabs for its optional `tabList`, and with Tabs come Dropdown, Menu and
 * Overflow: about 24 kB gzip on every page that shows a card, though no card here has tabs. In the
 * shell's build (which provides every antd component to every area) the Card's `../tabs` is
 * replaced by a module that loads Tabs when a card first renders a tab list, so a card costs its
 * own 3–4 kB. An area that starts using `tabList` still works, released alone: its tabs load on
 * demand, from the shell.
 *
 * If antd stops importing `../tabs` from its Card, the build fails instead of silently carrying
 * Tabs again: look at antd/es/card/Card.js and update this plugin.
 */
interface ResolveData {
  request: string;
  context: string;
}

interface Compilation {
  errors: Error[];
  compiler: { isChild(): boolean };
}

interface RspackNamespace {
  NormalModuleReplacementPlugin: new (
    resourceRegExp: RegExp,
    newResource: (data: ResolveData) => void,
  ) => { apply(compiler: unknown): void };
}

interface Compiler {
  hooks: { afterCompile: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

const CARD_FOLDER = /[\\/]antd[\\/]es[\\/]card$/;
const NAME = 'freelane:card-tabs-on-demand';

/** @param cardTabsModule the module Card renders its tab list with (absolute path). */
export function pluginCardTabsOnDemand(cardTabsModule: string) {
  return {
    name: NAME,
    setup(api: {
      modifyRspackConfig: (
        modify: (config: { plugins?: unknown[] }, utils: { rspack: RspackNamespace }) => void,
      ) => void;
    }) {
      api.modifyRspackConfig((config, { rspack }) => {
        let replaced = false;
        const replacement = new rspack.NormalModuleReplacementPlugin(/^\.\.\/tabs$/, (data) => {
          if (!CARD_FOLDER.test(data.context)) return;
          data.request = cardTabsModule;
          replaced = true;
        });
        const check = {
          apply(compiler: Compiler) {
            compiler.hooks.afterCompile.tap(NAME, (compilation) => {
              // Child compilations (the HTML template's) build no antd.
              if (!replaced && !compilation.compiler.isChild())
                compilation.errors.push(
                  new Error(
                    `${NAME}: antd/es/card no longer imports '../tabs'; see shared/src/mf/card-tabs-on-demand.ts`,
                  ),
                );
            });
          },
        };
        (config.plugins ??= []).push(replacement, check);
      });
    },
  };
}
