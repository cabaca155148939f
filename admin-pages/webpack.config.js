const { createAdminWebpackConfig } = require('../admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  name: 'admin_pages',
  dir: __dirname,
  devPort: 3004,
  title: 'Tessera pages',
  exposes: {
    './PageOverview': './src/overview/PageOverview.tsx',
    './NewPage': './src/new-page/NewPage.tsx',
    './PublicationRequests': './src/requests/PublicationRequests.tsx',
    './PageEditor': './src/editor/PageEditor.tsx',
    './Dashboard': './src/dashboard/Dashboard.tsx',
    './ReusableBlocks': './src/reusable-blocks/ReusableBlocksScreen.tsx',
  },
});
