import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * An area's stylesheet linked once, not twice (issue 39, stop 66). When the shell loads an area's
 * page or widget, the federation runtime links the module's stylesheets first (from the area's
 * manifest, by their absolute URL), then the area's own CSS chunk loader asks for the same files.
 * That loader looks for a link whose `data-href` (else `href`) is the file's path from its build's
 * root, or its public path + that path; an area's public path is `auto` (`…/static/js/../../`), so
 * neither matches the runtime's absolute URL, and it linked every sheet again, each one a second
 * parse and a restyle of the whole page (seen on the chat widget's two sheets, and on every page of
 * another area opened in the app). The runtime's links now carry that path as `data-href`, as the
 * page's early loader writes it for the first page's sheets (api/src/frontend/early-loader.ts).
 */
export function chunkPathOf(url: string, remoteEntry: string): string | null {
  // The entry is the area's manifest (at its build's root) or its entry script (in `static/js/`).
  const entry = new URL(remoteEntry, document.baseURI).href;
  const scripts = entry.lastIndexOf('/static/js/');
  const root = scripts >= 0 ? entry.slice(0, scripts + 1) : new URL('.', entry).href;
  const absolute = new URL(url, document.baseURI).href;
  return absolute.startsWith(root) ? absolute.slice(root.length).split('?')[0] : null;
}

export default function stylesheetLinkPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'freelane-stylesheet-link',
    createLink({ url, attrs, remoteInfo }) {
      if (attrs?.rel !== 'stylesheet' || !remoteInfo?.entry) return undefined;
      const chunkPath = chunkPathOf(url, remoteInfo.entry);
      if (!chunkPath) return undefined;
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.setAttribute('data-href', chunkPath);
      return link;
    },
  };
}
