import fs from 'node:fs';
import path from 'node:path';

/** The list, inside a client build, of the hashed assets that build made itself. */
export const OWN_ASSETS_FILE = '.own-assets.json';

const listAssets = (assetsDir: string) =>
  fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((name) => !name.startsWith('.')) : [];

function ownAssetsOf(buildDir: string): string[] {
  const file = path.join(buildDir, OWN_ASSETS_FILE);
  // A build made before this list existed: all its assets are its own.
  if (!fs.existsSync(file)) return listAssets(path.join(buildDir, 'assets'));
  const names: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Array.isArray(names)
    ? names.filter((name): name is string => typeof name === 'string')
    : [];
}

/**
 * Puts a freshly built client (`nextDir`) in the place of the one being served (`liveDir`),
 * keeping the hashed assets the replaced build made beside the new ones: a page loaded from the
 * old build, or from a process still serving it, keeps finding its scripts until every process
 * runs the new one (docs/decisions/115-rolling-deploys.md). Only one build
 * back is kept. The folders are swapped by two renames, so the served folder is never empty.
 */
export function swapClientBuild(liveDir: string, nextDir: string) {
  const nextAssets = path.join(nextDir, 'assets');
  const own = listAssets(nextAssets);
  fs.writeFileSync(path.join(nextDir, OWN_ASSETS_FILE), JSON.stringify(own));
  if (fs.existsSync(liveDir)) {
    fs.mkdirSync(nextAssets, { recursive: true });
    const taken = new Set(own);
    for (const name of ownAssetsOf(liveDir)) {
      const from = path.join(liveDir, 'assets', name);
      if (!taken.has(name) && fs.existsSync(from))
        fs.copyFileSync(from, path.join(nextAssets, name));
    }
  }
  const oldDir = `${liveDir}.old`;
  fs.rmSync(oldDir, { recursive: true, force: true });
  if (fs.existsSync(liveDir)) fs.renameSync(liveDir, oldDir);
  fs.renameSync(nextDir, liveDir);
  fs.rmSync(oldDir, { recursive: true, force: true });
  return { own: own.length, kept: listAssets(path.join(liveDir, 'assets')).length - own.length };
}
