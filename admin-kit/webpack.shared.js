/**
 * The one webpack + Module Federation configuration every admin app uses (the shell and each
 * remote): the same shared singletons with the versions admin-kit declares, the same loaders,
 * the same output rules. An app only names itself and what it exposes.
 */
const { existsSync, readFileSync } = require('node:fs');
const { readdir, readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const kit = require('./package.json');

/**
 * Shared as singletons: one React, one router, one Apollo cache, one i18n, one UI library.
 * A shared package is loaded whole (it cannot be tree-shaken), so only packages that hold state
 * every app must see are here. React Router and Mantine are shared as modules of admin-kit that
 * re-export what the admin uses (below). @mantine/hooks (stateless hooks) is not shared: each
 * app bundles the hooks it and its components call. graphql and rxjs are not: Apollo is shared, and its shared module
 * brings the few graphql and rxjs functions it calls, tree-shaken (whole, they were 66 KB
 * compressed of the first screen); an app that calls one itself (admin-media's `print`) bundles
 * that function.
 */
const singletons = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@apollo/client', '@apollo/client/react', 'i18next', 'react-i18next', '@mantine/notifications'];

/** The folder of Mantine's ES modules (its package exports only name the entry). */
const mantineEsm = path.join(path.dirname(require.resolve('@mantine/core')), '..', 'esm');
const mantineVersion = require(path.join(mantineEsm, '..', 'package.json')).version;

/**
 * Mantine is shared as two modules of admin-kit that re-export the components the admin uses
 * (src/ui/mantine.ts: the first screen's; src/ui/mantine-more.ts: the rest), not as the whole
 * package (104 KB compressed, loaded whole for the first screen). The contexts that carry the
 * theme, the provider's settings and the text direction are shared too, by resolved path, so a
 * package that imports @mantine/core itself (@mantine/tiptap in the page editor) still reads the
 * shell's theme through its own copy of the components.
 */
const kitModules = ['@tessera/admin-kit/router', '@tessera/admin-kit/mantine', '@tessera/admin-kit/mantine-more'];
const mantineContexts = ['core/MantineProvider/Mantine.context.mjs', 'core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs', 'core/DirectionProvider/DirectionProvider.mjs'];

/**
 * @tessera/content-model as its TypeScript sources (ES modules) when they are beside admin-kit (this
 * repository), not its CommonJS build: webpack cannot see through the build's re-exports, so a
 * screen that imported one media-name rule bundled the whole package with zod and htmlparser2
 * (admin-media's first screen: 47 KB compressed). From the sources it keeps what a screen imports
 * (the package declares no side effects). A remote built elsewhere resolves the package as usual.
 */
const contentModelSources = path.join(__dirname, '..', 'content-model', 'src');
const contentModelAlias = existsSync(path.join(contentModelSources, 'index.ts')) ? { '@tessera/content-model$': path.join(contentModelSources, 'index.ts') } : {};

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function createSharedConfig() {
  const shared = {};
  for (const request of singletons) {
    shared[request] = { singleton: true, requiredVersion: kit.dependencies[packageOf(request)] };
  }
  shared['@tessera/admin-kit'] = { singleton: true, requiredVersion: kit.version };
  for (const request of kitModules) shared[request] = { singleton: true, requiredVersion: kit.version };
  for (const file of mantineContexts) {
    shared[path.join(mantineEsm, file)] = { singleton: true, shareKey: `@mantine/core/esm/${file}`, version: mantineVersion, requiredVersion: kit.dependencies['@mantine/core'] };
  }
  return shared;
}

/** Written into mf-manifest.json's metaData as `adminKitVersion` (docs/remotes.md). */
function recordAdminKitVersion({ stats }) {
  stats.metaData.adminKitVersion = kit.version;
  return stats;
}

const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a brotli twin (`file.js.br`, best quality) of every script, style sheet and manifest the
 * build emitted; the gateway serves it to browsers that accept brotli (gateway/src/http/admin.ts).
 * Compressing once at build time at quality 11 gives files about 15 % smaller than the gateway's
 * on-the-fly brotli (quality 4, chosen for speed), at no cost per request.
 */
class BrotliTwinsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('BrotliTwinsPlugin', async () => {
      const dir = compiler.options.output.path;
      const files = (await readdir(dir)).filter((file) => /\.(js|css|json|html)$/.test(file));
      for (const file of files) {
        const bytes = await readFile(path.join(dir, file));
        const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
        await writeFile(path.join(dir, `${file}.br`), await brotli(bytes, { params }));
      }
    });
  }
}

/**
 * A remote's one declaration, its federation.json: its federation name, the modules it exposes
 * (each with its file), the routes the shell mounts them on and its navigation entries (the
 * gateway serves the routes and the navigation to the shell in /cmsadmin/remotes.json). The build
 * takes the name and the exposed modules from it and stops when a route names a module the
 * remote does not expose, or an exposed file is missing.
 */
function readFederation(dir) {
  const file = path.join(dir, 'federation.json');
  if (!existsSync(file)) return undefined;
  const declared = JSON.parse(readFileSync(file, 'utf8'));
  const exposes = declared.exposes ?? {};
  for (const route of declared.routes ?? []) {
    if (!(route.module in exposes)) throw new Error(`${file}: the route ${route.path} names ${route.module}, which "exposes" does not list`);
  }
  for (const [module, source] of Object.entries(exposes)) {
    if (!existsSync(path.join(dir, source))) throw new Error(`${file}: ${module} is exposed from ${source}, which does not exist`);
  }
  return { name: declared.name, exposes };
}

/**
 * @param {{ name?: string, dir: string, exposes?: Record<string, string>, title?: string, devPort: number, publicPath?: string }} app
 *   name and exposes: from the app's federation.json when it has one (every remote), else given
 *   (the shell exposes nothing). publicPath: where the production build is served from (the
 *   shell: /cmsadmin/); remotes use 'auto', so they load their chunks from wherever their entry
 *   was found.
 */
function createAdminWebpackConfig(options) {
  const app = { ...options, ...readFederation(options.dir) };
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: app.dir,
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: production ? (app.publicPath ?? 'auto') : '/',
        // The federation runtime needs stable entry names; chunks carry the content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Mantine's per-component modules, past its package exports (admin-kit/src/components/mantine-lean.ts).
        alias: { '@mantine-esm': mantineEsm, ...contentModelAlias },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            include: [path.join(app.dir, 'src'), path.join(__dirname, 'src'), contentModelSources],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: createSharedConfig(),
          // The admin-kit version this app was built against, in its federation manifest: the
          // shell refuses a remote of another major (admin-shell/src/federation/kit-guard.ts).
          manifest: { additionalData: recordAdminKitVersion },
          dts: false,
          // A shared module the shell provides stays the shell's: with the default strategy a
          // remote's copy of the same version (the later container name wins the tie) replaced
          // those not loaded yet, and the first screen needing one fetched the remote's copy of
          // it, with its own copy of everything it imports (Mantine's core), instead of the
          // shell's, which reuses the modules the shell has loaded.
          shareStrategy: 'loaded-first',
        }),
        new HtmlWebpackPlugin({ title: app.title ?? 'Tessera', template: path.join(__dirname, 'index.html') }),
        ...(production ? [new BrotliTwinsPlugin()] : []),
      ],
      // swc's minifier in place of webpack's default (terser, two passes): the same bundles within
      // about 1 % of their compressed size, in a fraction of the build's time.
      optimization: { minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } } })] },
      performance: { hints: false },
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/graphql', '/api'], target: process.env.TESSERA_GATEWAY_URL || 'http://localhost:8080', changeOrigin: true }],
      },
    };
  };
}

module.exports = { createSharedConfig, createAdminWebpackConfig, singletons };
