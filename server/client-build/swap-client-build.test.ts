import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { swapClientBuild } from './swap-client-build';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes a client build's index.html and hashed assets into `dir`. */
function writeBuild(dir: string, index: string, assets: string[]) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  for (const name of assets) fs.writeFileSync(path.join(dir, 'assets', name), name);
}

const assetsIn = (dir: string) => fs.readdirSync(path.join(dir, 'assets')).sort();

describe('swapClientBuild', () => {
  it('serves the new build and keeps the replaced build’s assets, one build back', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
    const live = path.join(root, 'client');
    const next = path.join(root, 'client.next');
    writeBuild(live, 'first', ['index-aaa.js', 'vendor-same.js']);

    writeBuild(next, 'second', ['index-bbb.js', 'vendor-same.js']);
    expect(swapClientBuild(live, next)).toEqual({ own: 2, kept: 1 });
    expect(fs.readFileSync(path.join(live, 'index.html'), 'utf8')).toBe('second');
    expect(assetsIn(live)).toEqual(['index-aaa.js', 'index-bbb.js', 'vendor-same.js']);
    expect(fs.existsSync(next)).toBe(false);

    writeBuild(next, 'third', ['index-ccc.js', 'vendor-same.js']);
    swapClientBuild(live, next);
    expect(fs.readFileSync(path.join(live, 'index.html'), 'utf8')).toBe('third');
    expect(assetsIn(live)).toEqual(['index-bbb.js', 'index-ccc.js', 'vendor-same.js']);
  });

  it('puts a first build in place when none was served', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
    const live = path.join(root, 'client');
    const next = path.join(root, 'client.next');
    writeBuild(next, 'only', ['index-aaa.js']);
    expect(swapClientBuild(live, next)).toEqual({ own: 1, kept: 0 });
    expect(assetsIn(live)).toEqual(['index-aaa.js']);
  });
});
