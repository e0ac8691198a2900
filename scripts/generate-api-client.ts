/**
 * Writes the OpenAPI document the server publishes at /docs-json and the typed
 * client types generated from it (frontend/src/lib/api/schema.d.ts), both
 * committed. With --check it only compares and fails when either is stale.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { projectRoot } from '../src/config/index.js';
import { createApp } from '../src/bootstrap.js';
import { buildOpenApiDocument } from '../src/app.setup.js';

const documentFile = path.join(projectRoot, 'docs', 'openapi.json');
const schemaFile = path.join(projectRoot, 'frontend', 'src', 'lib', 'api', 'schema.d.ts');

async function main(check: boolean): Promise<void> {
  // The app is created but never started: no database connection is needed.
  const app = await createApp('postgresql://offline@127.0.0.1:1/offline');
  const document = buildOpenApiDocument(app);
  const documentText = `${JSON.stringify(document, null, 2)}\n`;
  const header = '// Generated from the OpenAPI document by `npm run api:generate`. Do not edit.\n';
  const schemaText = header + astToString(await openapiTS(JSON.parse(documentText)));

  const outputs: [string, string][] = [
    [documentFile, documentText],
    [schemaFile, schemaText],
  ];
  if (check) {
    const stale = outputs.filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
    if (stale.length > 0) {
      process.stderr.write(
        `Stale generated API files: ${stale.map(([f]) => path.relative(projectRoot, f)).join(', ')}\n` +
          'Run `npm run api:generate` and commit the result.\n',
      );
      process.exit(1);
    }
    process.stdout.write('The OpenAPI document and the API client types are up to date.\n');
    return;
  }
  for (const [file, text] of outputs) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    process.stdout.write(`Wrote ${path.relative(projectRoot, file)}\n`);
  }
}

main(process.argv.includes('--check')).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
