import { satisfy } from '@module-federation/enhanced/runtime';
import singletonVersionPlugin, { caretSatisfied } from './singleton-version-plugin';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof singletonVersionPlugin>['resolveShare']>>[0];

describe("a singleton's version is checked without the runtime's semver parser where the range is ^x.y.z (issue 39)", () => {
  const versions = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.2.3', '1.2.2', '1.3.0', '1.10.0', '2.0.0', '19.2.0', '19.1.9', '6.1.4'];
  const ranges = ['^0.0.3', '^0.2.3', '^1.2.3', '^1.10.0', '^19.2.0', '^6.0.0', '^6.1.4', '^0.0.0', '^2.0.0'];

  it("agrees with the runtime's satisfy on every caret range it decides", () => {
    for (const version of versions) {
      for (const range of ranges) {
        expect([version, range, caretSatisfied(version, range)]).toEqual([version, range, satisfy(version, range)]);
      }
    }
  });

  it('leaves any other form to the runtime', () => {
    for (const [version, range] of [
      ['1.2.3', '~1.2.0'],
      ['1.2.3', '>=1.0.0'],
      ['1.2.3', '^1.2.0 || ^2.0.0'],
      ['1.2.3-beta.1', '^1.2.0'],
      ['1.2.3', '^1.2'],
      ['1.2.3', '*'],
    ]) {
      expect(caretSatisfied(version, range)).toBeUndefined();
    }
    expect(caretSatisfied(undefined, '^1.0.0')).toBeUndefined();
  });

  function argsFor(version: string, requiredVersion: string | false, extra: object = {}) {
    const registered = { version, from: 'shell', lib: () => ({}) };
    const runtimeResolver = jest.fn(() => ({ shared: registered, useTreesShaking: false }));
    const args = {
      shareScopeMap: { default: { antd: { [version]: registered } } },
      scope: 'default',
      pkgName: 'antd',
      version,
      shareInfo: { shareConfig: { singleton: true, requiredVersion }, ...extra },
      GlobalFederation: {},
      resolver: runtimeResolver,
    } as unknown as ResolveShareArgs;
    return { args, registered, runtimeResolver };
  }

  const resolveShare = (args: ResolveShareArgs) => singletonVersionPlugin().resolveShare!(args) as ResolveShareArgs;

  it("returns the registered copy itself when the version satisfies the range, as the runtime's resolver does", () => {
    const { args, registered, runtimeResolver } = argsFor('6.1.4', '^6.0.0');
    expect(resolveShare(args).resolver()).toEqual({ shared: registered, useTreesShaking: false });
    expect(runtimeResolver).not.toHaveBeenCalled();
  });

  it("hands a mismatch, another range or a tree-shaken share to the runtime's resolver, which warns as before", () => {
    for (const { args } of [
      argsFor('5.9.0', '^6.0.0'),
      argsFor('6.1.4', '>=6.0.0'),
      argsFor('6.1.4', false),
      argsFor('6.1.4', '^6.0.0', { treeShaking: { mode: 'runtime-infer' } }),
    ]) {
      expect(resolveShare(args)).toBe(args);
    }
    const notSingleton = argsFor('6.1.4', '^6.0.0');
    (notSingleton.args.shareInfo.shareConfig as { singleton: boolean }).singleton = false;
    expect(resolveShare(notSingleton.args)).toBe(notSingleton.args);
  });
});
