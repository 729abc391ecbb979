import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BareAnswer } from './bare';

const root = path.resolve(import.meta.dirname, '..', '..');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Builds a blank Vite React page (the template's shape: one component, one heading) in a temp
 * folder with this project's Vite and React, and returns its files as baseline answers.
 */
export function buildBlankVitePage(): Record<string, BareAnswer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-blank-'));
  try {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n' +
        '<meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
        '<meta name="description" content="A blank Vite React page" />\n' +
        '<title>Vite + React</title>\n</head>\n<body>\n<div id="root"></div>\n' +
        '<script type="module" src="/src/main.jsx"></script>\n</body>\n</html>\n',
    );
    fs.writeFileSync(
      path.join(dir, 'src', 'main.jsx'),
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        'function App() {\n  return <h1>Vite + React</h1>;\n}\n' +
        "createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);\n",
    );
    fs.writeFileSync(
      path.join(dir, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n" +
        'export default defineConfig({ plugins: [react()], logLevel: "warn" });\n',
    );
    execFileSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const out = path.join(dir, 'dist');
    const routes: Record<string, BareAnswer> = {};
    const walk = (folder: string) => {
      for (const name of fs.readdirSync(folder)) {
        const file = path.join(folder, name);
        if (fs.statSync(file).isDirectory()) walk(file);
        else {
          const route = `/${path.relative(out, file)}`;
          const answer = {
            status: 200,
            headers: { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' },
            body: fs.readFileSync(file, 'utf8'),
          };
          routes[route] = answer;
          if (route === '/index.html') routes['/'] = answer;
        }
      }
    };
    walk(out);
    return routes;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
