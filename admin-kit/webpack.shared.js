/**
 * The one webpack + Module Federation configuration every admin app uses (the shell and each
 * remote): the same shared singletons with the versions admin-kit declares, the same loaders,
 * the same output rules. An app only names itself and what it exposes.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const kit = require('./package.json');

/** Shared as singletons: one React, one router, one Apollo cache, one i18n, one UI library. */
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/react',
  'graphql',
  'rxjs',
  'i18next',
  'react-i18next',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
];

/** The folder of Mantine's ES modules (its package exports only name the entry). */
const mantineEsm = path.join(path.dirname(require.resolve('@mantine/core')), '..', 'esm');

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
  return shared;
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, title?: string, devPort: number, publicPath?: string }} app
 *   publicPath: where the production build is served from (the shell: /cmsadmin/); remotes use
 *   'auto', so they load their chunks from wherever their entry was found.
 */
function createAdminWebpackConfig(app) {
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
        alias: { '@mantine-esm': mantineEsm },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            include: [path.join(app.dir, 'src'), path.join(__dirname, 'src')],
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
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({ title: app.title ?? 'Tessera', template: path.join(__dirname, 'index.html') }),
      ],
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
