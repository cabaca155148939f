const { createAdminWebpackConfig } = require('../admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({ name: 'admin_shell', dir: __dirname, devPort: 3001, title: 'Tessera', publicPath: '/cmsadmin/' });
