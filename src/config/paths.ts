import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** The checkout's root, the same whether running from src/ (tests) or dist/. */
export const projectRoot = findProjectRoot();

export const spaDistDir = path.join(projectRoot, 'frontend', 'dist');
