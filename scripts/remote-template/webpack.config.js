// The admin's one webpack + Module Federation configuration (shared singletons, loaders, the
// admin-kit version recorded in mf-manifest.json). This remote's name, exposed screens, routes and
// navigation are declared once, in federation.json.
const { createAdminWebpackConfig } = require('@tessera/admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  dir: __dirname,
  devPort: __DEV_PORT__,
  title: '__TITLE__',
});
