import type { Compilation } from '@rspack/core';
import { buildPreloadMap } from './preload-map';

/**
 * The preload map is part of a release's files, so the same source must write the same map: the CSS
 * and JS plugins finish in either order, and a chunk's file list follows them (stop 67 found the
 * shell's bootstrap listed as sheet-then-script in one build and script-then-sheet in the next,
 * which made a new shell version out of an unchanged one).
 */

interface FakeChunk {
  files: Set<string>;
}

function compilationWith(bootstrapChunks: FakeChunk[]): Compilation {
  const group = {
    name: undefined,
    origins: [{ request: './bootstrap', module: { identifier: () => './src/index.ts' } }],
    chunks: bootstrapChunks,
    isInitial: () => false,
    getFiles: () => bootstrapChunks.flatMap((chunk) => [...chunk.files]),
  };
  return {
    chunkGroups: [group],
    chunkGraph: { getChunkModules: () => [] },
  } as unknown as Compilation;
}

describe('buildPreloadMap', () => {
  it('lists a chunk’s sheet before its script whichever the build emitted first', () => {
    const sheetFirst = compilationWith([{ files: new Set(['static/css/async/2.a.css', 'static/js/async/2.b.js']) }]);
    const scriptFirst = compilationWith([{ files: new Set(['static/js/async/2.b.js', 'static/css/async/2.a.css']) }]);

    expect(buildPreloadMap(sheetFirst).bootstrap?.files).toEqual([
      'static/css/async/2.a.css',
      'static/js/async/2.b.js',
    ]);
    expect(buildPreloadMap(scriptFirst)).toEqual(buildPreloadMap(sheetFirst));
  });

  it('keeps the chunks in the group’s order (the order the page needs them), not by name', () => {
    const map = buildPreloadMap(
      compilationWith([
        { files: new Set(['static/js/async/zz.1.js']) },
        { files: new Set(['static/js/async/aa.2.js', 'static/css/async/aa.3.css', 'static/js/async/aa.2.js.map']) },
      ]),
    );

    expect(map.bootstrap?.files).toEqual([
      'static/js/async/zz.1.js',
      'static/css/async/aa.3.css',
      'static/js/async/aa.2.js',
    ]);
  });
});
