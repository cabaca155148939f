const { createAdminWebpackConfig } = require('../admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  name: 'admin_site',
  dir: __dirname,
  devPort: 3005,
  title: 'Tessera site',
  exposes: {
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
