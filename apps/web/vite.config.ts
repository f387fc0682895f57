import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, runnerImport, type Plugin } from 'vite';

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The theme (src/app/theme.ts) uses no CSS theme variables: no `cssVariables`, no `colorSchemes`. MUI
 * then builds it with createThemeNoVars and provides it with ThemeProviderNoVars, yet createTheme
 * and ThemeProvider still import their CSS-variables variants (createThemeWithVars, CssVarsProvider
 * and the color-scheme machinery behind them: about 9 KB gzip in what every reader downloads
 * first). Those two imports get stand-ins that fail loudly should the theme ever ask for CSS
 * variables (then remove this plugin).
 */
function muiThemeWithoutCssVariables(): Plugin {
  const importer = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
  const fail = (what: string) => `throw new Error('${what}: CSS theme variables are left out of this build (apps/web/vite.config.ts)');`;
  const stubs: Record<string, string> = {
    './createThemeWithVars.mjs': `export default function createThemeWithVars() { ${fail('createThemeWithVars')} }`,
    './ThemeProviderWithVars.mjs': `export function CssVarsProvider() { ${fail('CssVarsProvider')} }`,
  };
  const prefix = '\0mui-theme-without-css-variables:';
  const used = new Set<string>();
  return {
    name: 'mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      if (!from || !importer.test(from) || !(source in stubs)) return null;
      used.add(source);
      return prefix + source;
    },
    load(id) {
      return id.startsWith(prefix) ? stubs[id.slice(prefix.length)] : null;
    },
    buildEnd() {
      // A newer MUI that imports them differently: nothing breaks, only the saving is gone.
      for (const source of Object.keys(stubs)) if (!used.has(source)) this.warn(`MUI no longer imports ${source} from createTheme/ThemeProvider: the plugin has no effect`);
    },
  };
}

/**
 * The message catalogues (src/i18n/*.json, the admin's src/i18n/admin/*.json) compiled to react-intl's message AST at build time, so
 * that the ICU parser (about 12 KB gzip) stays out of the bundles: react-intl's documented
 * no-parser build (the alias below) formats compiled messages only. The output is still JSON.
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/](admin[\\/])?[a-z]+\.json$/;
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    async transform(code, id) {
      if (!catalogue.test(id)) return null;
      const { parse } = await import('@formatjs/icu-messageformat-parser');
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))), map: null };
    },
  };
}

/**
 * The reader sheet (src/app/readerCss.ts, written from the theme) as the client's stylesheet file:
 * `import 'virtual:reader.css'` (main.tsx) becomes a hashed CSS asset linked from index.html, so every
 * page the server renders and the admin's shell link one file the browser keeps for a year, instead
 * of 48 KB of the same <style> in every page's HTML (which the server rendered, compressed and
 * cached with each page, and which the reader's phone downloaded again with each page). The sheet
 * is written by running readerCss(theme) through Vite's module runner, at build time and in dev.
 */
function readerStylesheet(): Plugin {
  const id = 'virtual:reader.css';
  const resolved = '\0reader.css';
  const source = fileURLToPath(new URL('./src/app/readerCss.ts', import.meta.url));
  return {
    name: 'reader-stylesheet',
    resolveId: (specifier) => (specifier === id ? resolved : null),
    async load(loaded) {
      if (loaded !== resolved) return null;
      const { module, dependencies } = await runnerImport<typeof import('./src/app/readerCss')>(source, { configFile: false, logLevel: 'error' });
      for (const file of dependencies) this.addWatchFile(file);
      return module.readerSheet();
    },
  };
}

/** V8's magic comment: compile every function of this file eagerly (off the main thread when streamed). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The chunk groups below whose code the start-up and a reader page's hydration run. */
const COMPILE_WHOLE = new Set(['react', 'apollo', 'shell', 'reader']);
/** The reader's catalogues, a file per language (src/i18n/catalogues.ts), and the files they become. */
const TEXTS_MODULE = /[\\/]src[\\/]i18n[\\/](en|id)\.json$/;
const TEXTS_FILE = /(?:^|\/)texts-(en|id)-[\w-]+\.js$/;
/** Rolldown's wrapper of a CommonJS module, as an arrow function (startupModules' renderChunk). */
const CJS_ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

/**
 * Which modules the client's start-up and the reader's pages need, found in the module graph once it
 * is complete (static imports only), for the chunk groups below:
 * - the shell: what main.tsx loads in steps (React, Apollo, the app), each step a
 *   file evaluated in a task of its own;
 * - the reader: what the reader's pages (src/routes/ of each) import. Shared by two pages or more, it
 *   goes into one file instead of a dozen small ones: a page then asks for its own file and that one,
 *   where each small piece cost the phone a module preload (a <link> appended and a request
 *   started, 2-4 ms each on the main thread) and a module record.
 */
function startupModules() {
  const entry = /[\\/]src[\\/]main\.tsx$/;
  const documentIndex = /[\\/]src[\\/]generated[\\/]graphql\.ts$/;
  const readerPage = /[\\/]src[\\/]routes[\\/](HomePage|BlogPage|ArticlePage|CategoryPage|TagPage|AgePage|ArticlesPage|StoriesPage|StoryPage|NotFoundPage)\.tsx$/;
  const shell = new Set<string>();
  const reader = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-modules',
    apply: 'build',
    // The start-up steps' files, preloaded with the entry's own imports (the server's pages hand
    // them to their loader, pages/entry-loader.ts): fetched together, evaluated one after another.
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        // A catalogue's file (texts-en, texts-id) is marked with its language: a page's loader preloads its own only (pages/entry-loader.ts).
        const steps = (chunk?.dynamicImports ?? [])
          .filter((file) => !html.includes(`href="/${file}"`))
          .map((file) => {
            const language = TEXTS_FILE.exec(file)?.[1];
            return `<link rel="modulepreload" crossorigin href="/${file}"${language ? ` data-lang="${language}"` : ''}>`;
          });
        return steps.length ? html.replace('</head>', `  ${steps.join('\n    ')}\n  </head>`) : html;
      },
    },
    // Rolldown wraps each CommonJS module (React, react-dom, the scheduler, a few of MUI's) in an
    // arrow function that runs on its first require. V8 compiles a function literal right after
    // "(" eagerly, with the rest of the file as it downloads, but an arrow only when it is first
    // called: on the main thread, the whole module's body at once (react-dom's: about 200 KB of
    // source, React's start-up step 21.9 -> 14.6 ms of CPU on this machine). The same wrappers as
    // parenthesised functions; their bodies stay as they were (top-level `this` is a parameter).
    renderChunk(code, _chunk, options) {
      if (options.format !== 'es' || !code.includes('__commonJSMin')) return null;
      return { code: code.replace(CJS_ARROW_WRAPPER, '__commonJSMin((function($1) {'), map: null };
    },
    // V8's explicit compile hint (issue 28): the start-up's files and the reader's shared file are
    // compiled whole while they download (a background thread), instead of function by function on
    // the phone's main thread the first time each runs during hydration. Measured: 15-25% less busy
    // main thread after the first paint, and fewer tasks over 50 ms on a slow phone. Not for the
    // admin's files: most of their functions never run on a given screen.
    // Last: Vite's own generateBundle rewrites the code of the files with dynamic imports.
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (options.format !== 'es') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && (file.isEntry || COMPILE_WHOLE.has(file.name))) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
    buildEnd() {
      const closure = (roots: string[], into: Set<string>) => {
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          // Not through the index of every GraphQL document: each document module goes where the
          // modules that use it are (the bundler sees which exports are used; this walk does not).
          if (into.has(id) || documentIndex.test(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const ids = [...this.getModuleIds()];
      closure(ids.filter((id) => entry.test(id)).flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []), shell);
      closure(ids.filter((id) => readerPage.test(id)), reader);
    },
  };
  const vendor = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
  const inShell = (pattern: RegExp) => (id: string) => shell.has(id) && pattern.test(id);
  // MUI's components (a folder named after each): the theme's imports reach all of them through
  // @mui/material/styles' index, yet each part with MUI uses a few; they go where the parts using
  // them are. The theme provider's own folders stay with MUI's styling.
  const muiComponent = /[\\/]@mui[\\/](material|system)[\\/](?!ThemeProvider|DefaultPropsProvider|RtlProvider)[A-Z]/;
  const reactCode = inShell(vendor('react|react-dom|scheduler'));
  // MUI's styling (emotion, its system, the site's theme: app/MuiTheme.tsx) in one file that the parts
  // with MUI's components load with them (app/muiLazy.tsx): no reader page's start-up needs it.
  const muiStyling = (id: string) => !shell.has(id) && !reader.has(id) && new RegExp(`${vendor('@mui[\\\\/](material|system|utils|private-theming|styled-engine)|@emotion|stylis|hoist-non-react-statics').source}|[\\\\/]src[\\\\/]app[\\\\/](theme\\.ts|MuiTheme\\.tsx)$`).test(id);
  const groups = [
    // Vite's preload helper with React: main.tsx imports it (the shell would otherwise take it in as a
    // dependency of the router), and one file fewer for the loader to preload.
    { name: 'react', test: (id: string) => reactCode(id) || /preload-helper/.test(id), priority: 1 },
    { name: 'mui', test: (id: string) => muiStyling(id) && !muiComponent.test(id) },
    { name: 'apollo', test: inShell(new RegExp(`${vendor('@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant').source}|[\\\\/]src[\\\\/]app[\\\\/](apollo|typePolicies)\\.ts$`)) },
    // Each catalogue in a file of its own, named after its language: a page loads its language's only.
    { name: 'texts-en', test: (id: string) => TEXTS_MODULE.exec(id)?.[1] === 'en', priority: 2 },
    { name: 'texts-id', test: (id: string) => TEXTS_MODULE.exec(id)?.[1] === 'id', priority: 2 },
    { name: 'shell', test: (id: string) => shell.has(id) && !muiComponent.test(id) && !TEXTS_MODULE.test(id) },
    { name: 'reader', test: (id: string) => reader.has(id), minShareCount: 2 },
  ];
  return { plugin, groups };
}

const startup = startupModules();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), muiThemeWithoutCssVariables(), precompiledMessages(), readerStylesheet(), startup.plugin],
  resolve: {
    alias: [
      { find: '@tumbuh/shared', replacement: shared },
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
    // rxjs (under Apollo Client) ships ES2015 modules under this condition; its default is an ES5
    // build with tslib helpers, larger for the same code.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/graphql': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
    },
  },
  // The server render (src/entry-server.tsx): one CommonJS file with every dependency inside, which
  // the server requires once (apps/server/src/modules/pages).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        sourcemap: false,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
        rollupOptions: {
          output: {
            codeSplitting: {
              // The start-up in steps and the reader's shared file (startupModules above).
              groups: startup.groups,
            },
          },
        },
      },
}));
