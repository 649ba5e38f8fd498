// Lint selectors (ESLint's no-restricted-syntax) for reaches into a library's private internals and
// for build code reading the app's source as text: an upgrade could break either with no type error.

const INTERNALS =
  'is a library internal: an upgrade can change it without a type error. Use its public API.';

/** A package's private folders, e.g. react-dom/src/…, @emotion/sheet/dist/…, firebase/dist/…. */
const PRIVATE_PATH =
  '/^(@[\\w-][\\w.-]*\\/)?[\\w-][\\w.-]*\\/(src|dist|cjs|esm|lib|build|internal|internals)(\\/|$)/';

/** Where a module is named: import, export … from, import(), require(). */
const MODULE_SOURCES = [
  `ImportDeclaration[source.value=${PRIVATE_PATH}]`,
  `ImportExpression[source.value=${PRIVATE_PATH}]`,
  `ExportAllDeclaration[source.value=${PRIVATE_PATH}]`,
  `ExportNamedDeclaration[source.value=${PRIVATE_PATH}]`,
  `CallExpression[callee.name='require'] > Literal.arguments[value=${PRIVATE_PATH}]`,
];

/** emotion's StyleSheet: its element list, its insertion helpers, its class. */
const SHEET_PARTS = '/^(tags|ctr|before|_insertTag|constructor)$/';

export const libraryInternals = [
  {
    selector: [
      'Identifier[name=/^__react/]',
      'Literal[value=/__react/]',
      'TemplateElement[value.raw=/__react/]',
    ].join(', '),
    message: `React's __react* keys (its fiber, props, container on DOM nodes) ${INTERNALS}`,
  },
  {
    selector: [
      `MemberExpression[object.property.name='sheet'][property.name=${SHEET_PARTS}]`,
      `MemberExpression[object.name='sheet'][property.name=${SHEET_PARTS}]`,
      "MemberExpression[object.name='StyleSheet'][property.name='prototype']",
      "Identifier[name='_insertTag']",
      "CallExpression[callee.property.name='defineProperty'] > MemberExpression.arguments[property.name='sheet']",
    ].join(', '),
    message: `emotion's sheet ${INTERNALS} (@emotion/cache options, @emotion/server)`,
  },
  {
    // Replacing a cache's or a sheet's method changes what the library does behind its back.
    selector:
      'AssignmentExpression > MemberExpression.left[property.name=/^(insert|hydrate|flush)$/]',
    message: `Replacing emotion's insert/hydrate/flush ${INTERNALS}`,
  },
  {
    selector: MODULE_SOURCES.join(', '),
    message: `A package's private folder (src, dist, cjs, …) ${INTERNALS} Import its public entry.`,
  },
];

const READS_SOURCE =
  "The build does not read the app's source as text (regexes over code break without a type error): import it, or use Vite's manifest or module graph.";

/** Build code (vite.config.ts, tools/): reading a file of src/ as text. */
export const buildReadsSource = [
  {
    selector: [
      'CallExpression[callee.name=/^readFile(Sync)?$/] Literal[value=/(^|[\\/])src([\\/]|$)/]',
      'CallExpression[callee.property.name=/^readFile(Sync)?$/] Literal[value=/(^|[\\/])src([\\/]|$)/]',
      'CallExpression[callee.name=/^readFile(Sync)?$/] TemplateElement[value.raw=/(^|[\\/])src([\\/]|$)/]',
      'CallExpression[callee.property.name=/^readFile(Sync)?$/] TemplateElement[value.raw=/(^|[\\/])src([\\/]|$)/]',
    ].join(', '),
    message: READS_SOURCE,
  },
];

/** Vite's plugins and config: any file read as text (they get the app's code from Vite itself). */
export const pluginReadsFiles = [
  {
    selector:
      'CallExpression[callee.name=/^readFile(Sync)?$/], CallExpression[callee.property.name=/^readFile(Sync)?$/]',
    message: READS_SOURCE,
  },
];
