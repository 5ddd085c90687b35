/**
 * The typed client as a package (clients/typescript): its version is the service's, and its
 * README's steps from an empty folder hold. The README's blocks named by a file (```json
 * package.json, ```json tsconfig.json, ```ts plan.ts) are written to a new folder, the client
 * installed in its node_modules (a link to clients/typescript, as an installed tarball would
 * be), and the folder type-checked with the service's own TypeScript under the README's
 * tsconfig, as `tsc` would there.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);
const clientDir = fileURLToPath(new URL('clients/typescript/', root));
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

/** The fenced blocks of a Markdown text whose info string names a file (```ts plan.ts), by that name; indentation of list items taken off. */
function namedBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const fence = /^( *)```\w+ +(\S+) *\n([\s\S]*?)^ *```$/gm;
  for (const [, indent = '', name = '', body = ''] of markdown.matchAll(fence)) {
    if (blocks.has(name)) throw new Error(`two blocks named ${name}`);
    const lines = body.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()));
    blocks.set(name, lines.join('\n'));
  }
  return blocks;
}

t.test("the client's version is the service's", async (t) => {
  const service = readJson('package.json');
  const client = readJson('clients/typescript/package.json');
  t.equal(client.version, service.version, `clients/typescript/package.json ${client.version}, package.json ${service.version}`);
});

t.test('named blocks: a fenced block with a file name, indented in a list', async (t) => {
  const blocks = namedBlocks('1. a\n\n   ```json a.json\n   {\n     "x": 1\n   }\n   ```\n\n```sh\nnpm pack\n```\n');
  t.same([...blocks.keys()], ['a.json'], 'only the block named by a file');
  t.equal(blocks.get('a.json'), '{\n  "x": 1\n}\n');
});

t.test("the README's example type-checks from an empty folder, with its package.json and tsconfig", async (t) => {
  const blocks = namedBlocks(readFileSync(join(clientDir, 'README.md'), 'utf8'));
  t.ok(blocks.has('package.json') && blocks.has('tsconfig.json'), 'the README names a package.json and a tsconfig.json');
  const sources = [...blocks.keys()].filter((name) => name.endsWith('.ts'));
  t.ok(sources.length >= 1, `the README's example: ${sources.join(', ')}`);
  const pkg = JSON.parse(blocks.get('package.json') ?? '{}') as Record<string, unknown>;
  t.equal(pkg.type, 'module', 'an ES module project (the example awaits at its top level)');

  // inside build/: the folder's node_modules lookup reaches the service's own @types/node
  const dir = mkdtempSync(fileURLToPath(new URL('build/client-readme-', root)));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of blocks) writeFileSync(join(dir, name), text);
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(clientDir, join(dir, 'node_modules', 'board-game-odds-client'), 'dir');

  const read = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
  t.equal(read.error, undefined, 'the tsconfig parses');
  const config = ts.parseJsonConfigFileContent(read.config, ts.sys, dir);
  t.same(config.errors, [], 'the tsconfig is valid');
  t.same(config.fileNames.map((f) => f.slice(dir.length + 1)).sort(), [...sources].sort(), 'it compiles the example');
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true } });
  // skipLibCheck (the README's) would let a client whose imports do not resolve pass as `any`
  const declarations = program.getSourceFiles().map((f) => f.fileName);
  for (const [part, name] of [
    ['/clients/typescript/schema.d.ts', "the client's schema"],
    ['/node_modules/openapi-fetch/', "openapi-fetch's"],
  ] as const) {
    t.ok(
      declarations.some((f) => f.includes(part)),
      `the example is checked against ${name} declarations`,
    );
  }
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' };
  t.equal(diagnostics.length, 0, `TypeScript ${ts.version}: ${ts.formatDiagnostics(diagnostics, host) || 'no errors'}`);
});
