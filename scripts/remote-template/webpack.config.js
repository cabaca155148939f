// The admin's one webpack + Module Federation configuration (shared singletons, loaders, the
// admin-kit version recorded in mf-manifest.json); this remote only names itself and its screens.
const { createAdminWebpackConfig } = require('@tessera/admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  name: '__FEDERATION_NAME__',
  dir: __dirname,
  devPort: __DEV_PORT__,
  title: '__TITLE__',
  exposes: { './MainScreen': './src/MainScreen.tsx' },
});
