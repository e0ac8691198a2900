import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/config/index.js';

/** The shipped legal texts (LEGAL_CONTENT_DIR's default, ADR 0110). */
export const LEGAL_CONTENT_DIR = path.join(projectRoot, 'content', 'legal');

/** The version in force of a shipped legal document, as its front matter says. */
export function legalVersion(document: 'terms' | 'privacy'): string {
  return /^version: (.+)$/m.exec(fs.readFileSync(path.join(LEGAL_CONTENT_DIR, `${document}.pt.md`), 'utf8'))![1];
}
