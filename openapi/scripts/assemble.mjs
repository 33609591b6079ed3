// Assembles the contract: the root (openapi.yaml: info, tags, shared components, `x-sections`) and each
// section's sections/<key>/{paths,schemas}.yaml become one self-contained document (every $ref internal).
// A large section splits either file by topic: paths.<topic>.yaml and schemas.<topic>.yaml are read after
// the main one (x-tag and x-listing stay in paths.yaml).
// A section states only what is its own; per signed operation this script adds what every one shares:
// the tag (the section's `x-tag`), `security` from x-auth, the signing params (appid, timestamp, sign:
// query params, or form fields with their example values; a form body also gets additionalProperties:
// false, as the server refuses undeclared fields) and the envelope around `x-data` (the schema
// of `data`, null for none) with `x-example` ({ msg, data } of a code-200 answer) as its example.
// Operations with `x-signed: false` keep their own parameters and responses.
// Run directly, it writes dist/openapi.json (the input of `redocly lint` and `redocly bundle`).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const specDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SIGNING = ['appid', 'timestamp', 'sign'];
const SCHEMA_OF = { appid: 'AppId', timestamp: 'Timestamp', sign: 'Sign' };
const FORM = 'application/x-www-form-urlencoded';
const SECURITY = { none: [], optional: [{}, { bearer: [] }], bearer: [{ bearer: [] }] };
const ENVELOPE_DESCRIPTION = 'Envelope; `data` is set when `code` is 200.';

const load = (file) => parse(readFileSync(file, 'utf8')) ?? {};

/** A section's files of one kind: `<kind>.yaml` first, then its `<kind>.<topic>.yaml` parts by name. */
export function sectionFiles(folder, kind) {
  if (!existsSync(folder)) return [];
  const parts = readdirSync(folder)
    .filter((f) => f.startsWith(`${kind}.`) && f.endsWith('.yaml') && f !== `${kind}.yaml`)
    .sort();
  return [`${kind}.yaml`, ...parts].map((f) => join(folder, f)).filter((f) => existsSync(f));
}

/** The section's paths as written (its parts merged, $refs untouched); a path declared twice throws. */
export function sectionPaths(key, dir = specDir) {
  const merged = {};
  for (const file of sectionFiles(join(dir, 'sections', key), 'paths'))
    for (const [path, item] of Object.entries(load(file))) {
      if (path in merged)
        throw new Error(`sections/${key}/${basename(file)}: ${path} is already defined`);
      merged[path] = item;
    }
  return merged;
}

/** Rewrites a $ref written in `file` into a pointer inside the assembled document. */
function internalRef(ref, file, dir) {
  const [target, pointer = ''] = ref.split('#');
  const path = target ? resolve(dirname(file), target) : file;
  if (path === join(dir, 'openapi.yaml')) return `#${pointer}`;
  const parts = relative(dir, path).split(sep);
  if (parts.length === 3 && parts[0] === 'sections' && /^schemas(\.[\w-]+)?\.yaml$/.test(parts[2]))
    return `#/components/schemas${pointer}`;
  throw new Error(
    `${relative(dir, file)}: $ref ${ref} must point into openapi.yaml or a section's schemas.yaml`,
  );
}

function rebase(node, file, dir) {
  if (Array.isArray(node)) return node.map((n) => rebase(n, file, dir));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? internalRef(v, file, dir) : rebase(v, file, dir),
    ]),
  );
}

/** `{ code: 200, msg, data, newtoken? }` or the shared error envelope. */
function envelope(data) {
  return {
    oneOf: [
      {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: {
          code: { type: 'integer', const: 200 },
          msg: { type: 'string', maxLength: 500 },
          data: data === null ? { type: 'null' } : data,
          newtoken: { $ref: '#/components/schemas/NewToken' },
        },
      },
      { $ref: '#/components/schemas/ErrorEnvelope' },
    ],
  };
}

/** Component schemas merged into a form body; dropped from the document when nothing else uses them. */
const inlined = new Set();

/**
 * A form body's schema as one inline object: `$ref`s to component schemas and `allOf` parts are merged
 * (properties and required), because the server reads the declared field names from `properties`.
 */
function inlineObject(schema, schemas) {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (!schemas[name]) throw new Error(`form body: unknown schema ${schema.$ref}`);
    inlined.add(name);
    return inlineObject(schemas[name], schemas);
  }
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => inlineObject(part, schemas));
  const { allOf: _, ...own } = schema;
  return {
    ...Object.assign({}, ...parts.map(({ required: _r, properties: _p, ...rest }) => rest)),
    ...own,
    type: 'object',
    required: [...new Set(parts.flatMap((p) => p.required ?? []))],
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
  };
}

/**
 * A body's conditional rules (if / then / else) constrain only the fields they name: say so, as their
 * subschemas are not the body (a linter closing every object would refuse the body's other fields there).
 */
function openConditions(schema) {
  const out = { ...schema };
  for (const key of ['if', 'then', 'else'])
    if (schema[key] && typeof schema[key] === 'object')
      out[key] = { additionalProperties: true, ...openConditions(schema[key]) };
  return out;
}

/** The form body with the signing fields appended (schema, required list and example). */
function signedBody(body = { required: true, content: { [FORM]: {} } }, examples, schemas) {
  const media = body.content?.[FORM];
  if (!media) throw new Error(`a form body (x-body: form) needs content ${FORM}`);
  const schema = openConditions(inlineObject(media.schema ?? { type: 'object' }, schemas));
  return {
    ...body,
    content: {
      ...body.content,
      [FORM]: {
        ...media,
        schema: {
          ...schema,
          // the server refuses any field a form body does not declare (contract-hooks' undeclaredKey)
          additionalProperties: false,
          required: [...(schema.required ?? []), ...SIGNING],
          properties: {
            ...schema.properties,
            ...Object.fromEntries(
              SIGNING.map((k) => [k, { $ref: `#/components/schemas/${SCHEMA_OF[k]}` }]),
            ),
          },
        },
        example: { ...media.example, ...examples },
      },
    },
  };
}

/** A section's signed operation with the tag, security, signing params and envelope added. */
function signedOperation(op, tag, examples, schemas) {
  const where = op.operationId ?? '(no operationId)';
  if (!('x-data' in op) || !op['x-example'])
    throw new Error(
      `${where}: a signed operation states x-data (schema or null) and x-example { msg, data }`,
    );
  const extra = Object.keys(op['x-example']).filter((k) => k !== 'msg' && k !== 'data');
  if (extra.length || typeof op['x-example'].msg !== 'string')
    throw new Error(
      `${where}: x-example has a string msg and data, nothing else (${extra.join(', ')})`,
    );
  for (const key of ['responses', 'security'])
    if (key in op) throw new Error(`${where}: ${key} is generated, leave it out`);
  const { operationId, summary, description, tags, parameters, requestBody, ...marks } = op;
  const { 'x-data': data, 'x-example': example, ...extensions } = marks;
  const security = SECURITY[extensions['x-auth']];
  if (!security) throw new Error(`${where}: x-auth must be bearer, optional or none`);
  const form = extensions['x-body'] === 'form';
  return {
    operationId,
    summary,
    ...(description === undefined ? {} : { description }),
    tags: tags ?? (tag ? [tag.name] : []),
    ...extensions,
    security,
    ...(form
      ? {
          ...(parameters ? { parameters } : {}),
          requestBody: signedBody(requestBody, examples, schemas),
        }
      : {
          parameters: [
            ...(parameters ?? []),
            ...SIGNING.map((k) => ({ $ref: `#/components/parameters/${k}` })),
          ],
          ...(requestBody ? { requestBody } : {}),
        }),
    responses: {
      200: {
        description: ENVELOPE_DESCRIPTION,
        content: {
          'application/json': { schema: envelope(data), example: { code: 200, ...example } },
        },
      },
    },
  };
}

/** The assembled contract as a plain object. */
export function assemble(dir = specDir) {
  const { 'x-sections': sections, ...root } = load(join(dir, 'openapi.yaml'));
  if (!Array.isArray(sections) || !sections.length)
    throw new Error('openapi.yaml: x-sections lists the section keys');
  const components = root.components ?? {};
  const schemas = { ...components.schemas };
  const examples = Object.fromEntries(SIGNING.map((k) => [k, components.parameters?.[k]?.example]));
  const tags = [...(root.tags ?? [])];
  const paths = {};
  /** Listing sections (x-listing in their paths.yaml): the detail page's path, by section key. */
  const listings = {};
  for (const key of sections) {
    const folder = join(dir, 'sections', key);
    for (const schemaFile of sectionFiles(folder, 'schemas'))
      for (const [name, schema] of Object.entries(load(schemaFile))) {
        if (name in schemas)
          throw new Error(
            `sections/${key}/${basename(schemaFile)}: schema ${name} is already defined`,
          );
        schemas[name] = rebase(schema, schemaFile, dir);
      }
    const own = {};
    let tag;
    let listing;
    for (const pathFile of sectionFiles(folder, 'paths')) {
      const { 'x-tag': t, 'x-listing': l, ...part } = rebase(load(pathFile), pathFile, dir);
      tag ??= t;
      listing ??= l;
      for (const [path, item] of Object.entries(part)) {
        if (path in own || path in paths)
          throw new Error(`sections/${key}/${basename(pathFile)}: ${path} is already defined`);
        own[path] = item;
      }
    }
    if (listing) {
      if (typeof listing.detail !== 'string' || !listing.detail.startsWith('/'))
        throw new Error(
          `sections/${key}/paths.yaml: x-listing.detail is the portal path of an item's detail page`,
        );
      listings[key] = listing;
    }
    if (tag && !tags.some((t) => t.name === tag.name)) tags.push(tag);
    for (const [path, item] of Object.entries(own)) {
      paths[path] = Object.fromEntries(
        Object.entries(item).map(([method, op]) => [
          method,
          !METHODS.includes(method)
            ? op
            : op['x-signed'] === false
              ? { ...op, tags: op.tags ?? (tag ? [tag.name] : []) }
              : signedOperation(op, tag, examples, schemas),
        ]),
      );
    }
  }
  // an enum of the listing sections' keys (FavouriteKind): a new listing section joins it from its own folder
  for (const [name, schema] of Object.entries(schemas))
    if (schema['x-enum-from'] === 'x-listing') {
      const { 'x-enum-from': _from, ...rest } = schema;
      schemas[name] = { ...rest, enum: Object.keys(listings) };
    }
  const { components: _, ...head } = root;
  const doc = {
    ...head,
    'x-listings': listings,
    tags,
    paths,
    components: { ...components, schemas },
  };
  const text = JSON.stringify(doc);
  for (const name of inlined)
    if (!text.includes(`"#/components/schemas/${name}"`)) delete doc.components.schemas[name];
  inlined.clear();
  return doc;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(join(specDir, 'dist'), { recursive: true });
  writeFileSync(join(specDir, 'dist', 'openapi.json'), JSON.stringify(assemble(), null, 2) + '\n');
  console.info('wrote dist/openapi.json');
}
