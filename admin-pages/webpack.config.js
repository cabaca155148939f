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
    './MenuStructure': './src/menu/MenuStructure.tsx',
    './Tags': './src/tags/TagsScreen.tsx',
    './SearchIndex': './src/search-index/SearchIndex.tsx',
    './SiteSettings': './src/site-settings/SiteSettings.tsx',
    './SiteSkills': './src/site-content/Skills.tsx',
    './SiteCertificates': './src/site-content/Certificates.tsx',
    './SiteTeamMembers': './src/site-content/TeamMembers.tsx',
    './SiteTexts': './src/site-content/SiteTexts.tsx',
  },
});
