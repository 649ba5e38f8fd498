// The lint rule against reaches into library internals, proven on code that breaks it: each case
// is linted with the options eslint.config.js gives a file at that path.
import { ESLint, Linter } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** What the no-restricted-syntax rule the project's config sets for `path` reports on `code`. */
async function violations(path: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path)) as Linter.Config;
  const rule = config.rules?.['no-restricted-syntax'];
  expect(rule).toBeDefined();
  const messages = new Linter().verify(
    code,
    [
      {
        files: ['**/*.{js,ts,tsx}'],
        languageOptions: { parser: tseslint.parser, sourceType: 'module' },
        rules: { 'no-restricted-syntax': rule },
      },
    ],
    resolve(path),
  );
  // Anything else (a parse error, no config for the file) would make a case pass for nothing.
  for (const message of messages) expect(message.ruleId).toBe('no-restricted-syntax');
  return messages.map((message) => message.message);
}

describe("the rule against library internals, in the app's code", () => {
  it.each([
    ["React's fiber key", "Object.keys(node).find((key) => key.startsWith('__reactFiber$'));"],
    ["React's props key", 'const props = node[`__reactProps$${suffix}`];'],
    ["React's container key", 'const root = container.__reactContainer$abc;'],
    ["emotion's sheet elements", 'cache.sheet.tags.push(style);'],
    ["emotion's sheet constructor", 'const Base = cache.sheet.constructor;'],
    ["emotion's StyleSheet class", 'StyleSheet.prototype.insert = insert;'],
    ["emotion's tag insertion", 'sheet._insertTag(style);'],
    ["a cache's insert, replaced", 'cache.insert = (selector, serialized) => {};'],
    ["a sheet's insert, replaced", 'cache.sheet.insert = () => {};'],
    [
      "react-dom's source",
      "import { getFiber } from 'react-dom/src/client/ReactDOMComponentTree';",
    ],
    ["emotion's build", "import { StyleSheet } from '@emotion/sheet/dist/emotion-sheet.esm.js';"],
    [
      "react-router's build",
      "const router = await import('react-router/dist/development/index.js');",
    ],
    ["firebase's build", "export * from 'firebase/dist/app';"],
    ['a required internal', "const sheet = require('@emotion/sheet/src/index');"],
  ])('fails on %s', async (_, code) => {
    expect(await violations('src/lib/example.ts', code)).not.toEqual([]);
  });

  it('leaves public entries and React’s and emotion’s public API alone', async () => {
    const code = [
      "import createCache from '@emotion/cache';",
      "import createEmotionServer from '@emotion/server/create-instance';",
      "import { hydrateRoot } from 'react-dom/client';",
      "import { getFirestore } from 'firebase/firestore';",
      "import Button from '@mui/material/Button';",
      "import { paths } from '@/config/paths';",
      "import { idle } from '../lib/idle';",
      "const cache = createCache({ key: 'css', prepend: true });",
      'cache.inserted[name] = true;',
    ].join('\n');
    expect(await violations('src/lib/example.ts', code)).toEqual([]);
  });

  it('holds in the functions, the journeys and the tools too', async () => {
    const code = 'cache.sheet.tags.push(style);';
    for (const path of [
      'functions/src/example.ts',
      'e2e/example.spec.ts',
      'tools/images/example.ts',
    ])
      expect(await violations(path, code)).not.toEqual([]);
  });
});

describe('the rule against the build reading source as text', () => {
  it.each([
    ['vite.config.ts', "const text = readFileSync('src/app/routes/page-loaders.ts', 'utf8');"],
    [
      'tools/images/example.ts',
      'const text = fs.readFileSync(`${root}/src/app/router.tsx`, "utf8");',
    ],
    ['tools/vite/example.ts', 'const text = await readFile(pageLoaders, "utf8");'],
  ])('fails in %s', async (path, code) => {
    expect(await violations(path, code)).not.toEqual([]);
  });

  it('lets other build tools read their own files', async () => {
    const code = "const photo = readFileSync(join(PHOTOS, 'hero.jpg'));";
    expect(await violations('tools/images/example.ts', code)).toEqual([]);
  });
});
