/**
 * Writes the OpenAPI document the server publishes at /docs-json, the typed
 * client types generated from it (frontend/src/lib/api/schema.d.ts) and the
 * request limits the SPA's forms validate with (frontend/src/lib/api/limits.ts),
 * all committed. With --check it only compares and fails when one is stale.
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
const limitsFile = path.join(projectRoot, 'frontend', 'src', 'lib', 'api', 'limits.ts');

async function main(check: boolean): Promise<void> {
  // The app is created but never started: no database connection is needed.
  const app = await createApp('postgresql://offline@127.0.0.1:1/offline');
  const document = buildOpenApiDocument(app);
  const documentText = `${JSON.stringify(document, null, 2)}\n`;
  const header = '// Generated from the OpenAPI document by `npm run api:generate`. Do not edit.\n';
  const schemaText = header + astToString(await openapiTS(JSON.parse(documentText)));
  const limitsText = header + renderLimits(JSON.parse(documentText) as ApiDocument);

  const outputs: [string, string][] = [
    [documentFile, documentText],
    [schemaFile, schemaText],
    [limitsFile, limitsText],
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
    process.stdout.write('The OpenAPI document, the API client types and the request limits are up to date.\n');
    return;
  }
  for (const [file, text] of outputs) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    process.stdout.write(`Wrote ${path.relative(projectRoot, file)}\n`);
  }
}

/** The parts of an OpenAPI 3 document the limits are read from. */
interface JsonSchema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  enum?: unknown[];
  [keyword: string]: unknown;
}
interface ApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface ApiOperation {
  operationId?: string;
  parameters?: ApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface ApiDocument {
  paths: Record<string, Record<string, ApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A JSON value as a TypeScript literal in the SPA's style: single quotes, bare keys. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value).map(([key, item]) => `${literalKey(key)}: ${literal(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function literalKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key);
}

/** `name: { … }` with one field a line. */
function block(name: string, fields: string[]): string {
  return `  ${name}: {\n${fields.map((line) => `    ${line},\n`).join('')}  },`;
}

/** The keywords a form can check before sending, in the order they are written. */
const LIMIT_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

/**
 * The request DTOs (every schema a JSON request body reaches, nested ones included) with each
 * field's type, whether it is required or nullable, and its limits; and the limited query
 * parameters of each operation. Declared once on the server's DTOs, read here as data.
 */
function renderLimits(document: ApiDocument): string {
  const schemas = document.components?.schemas ?? {};
  const refName = (ref: string) => ref.replace('#/components/schemas/', '');
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref ?? (schema.allOf?.length === 1 ? schema.allOf[0]?.$ref : undefined);
    return ref ? { ...schemas[refName(ref)], ...schema, $ref: ref, allOf: undefined } : schema;
  };

  const field = (schema: JsonSchema, required: boolean): Record<string, unknown> => {
    const target = resolve(schema);
    const out: Record<string, unknown> = {};
    if (target.properties) {
      out.type = 'object';
      if (target.$ref) out.schema = refName(target.$ref);
    } else if (target.type) {
      out.type = target.type;
    }
    if (required) out.required = true;
    if (schema.nullable || target.nullable) out.nullable = true;
    for (const keyword of LIMIT_KEYWORDS) if (target[keyword] !== undefined) out[keyword] = target[keyword];
    if (target.type === 'array' && target.items) out.items = field(target.items, false);
    return out;
  };

  // Every schema a request body reaches, through properties, array items and allOf.
  const requestSchemas = new Set<string>();
  const visit = (schema: JsonSchema | undefined): void => {
    if (!schema) return;
    for (const ref of [schema.$ref, ...(schema.allOf ?? []).map((part) => part.$ref)]) {
      if (!ref || requestSchemas.has(refName(ref))) continue;
      requestSchemas.add(refName(ref));
      visit(schemas[refName(ref)]);
    }
    for (const property of Object.values(schema.properties ?? {})) visit(property);
    visit(schema.items);
  };
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
  for (const operation of operations) {
    for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
      if (mediaType === 'application/json') visit(content.schema);
    }
  }

  const dtoEntries = [...requestSchemas]
    .filter((name) => schemas[name]?.properties)
    .sort()
    .map((name) => {
      const schema = schemas[name] ?? {};
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(
        ([property, value]) => `${literalKey(property)}: ${literal(field(value, required.has(property)))}`,
      );
      return block(name, fields);
    });

  const queryEntries = operations
    .flatMap((operation) => {
      const fields = (operation.parameters ?? []).flatMap(({ name, in: place, required, schema }) =>
        place === 'query' && schema && LIMIT_KEYWORDS.some((keyword) => resolve(schema)[keyword] !== undefined)
          ? [`${literalKey(name)}: ${literal(field(schema, required === true))}`]
          : [],
      );
      return operation.operationId && fields.length > 0 ? [[operation.operationId, fields] as const] : [];
    })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operationId, fields]) => block(operationId, fields));

  return `
/** A field's type and the limits the server checks, as the DTO declares them (JSON Schema keywords). */
export interface FieldLimit {
  readonly type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  readonly required?: true;
  readonly nullable?: true;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  /** An array's items. */
  readonly items?: FieldLimit;
  /** The request DTO an object field (or an array item) follows. */
  readonly schema?: string;
}

/** Each request DTO's fields, by DTO name (components.schemas). */
export const requestLimits = {
${dtoEntries.join('\n')}
} as const satisfies Record<string, Record<string, FieldLimit>>;

/** Each operation's limited query parameters, by operationId. */
export const queryLimits = {
${queryEntries.join('\n')}
} as const satisfies Record<string, Record<string, FieldLimit>>;
`;
}

main(process.argv.includes('--check')).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
