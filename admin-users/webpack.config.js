const { createAdminWebpackConfig } = require('../admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  name: 'admin_users',
  dir: __dirname,
  devPort: 3002,
  title: 'Tessera users',
  exposes: { './UsersOverview': './src/UsersOverview.tsx', './UserSettings': './src/UserSettings.tsx', './WebhooksScreen': './src/webhooks/WebhooksScreen.tsx' },
});
