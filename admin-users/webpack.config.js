// Its name, exposed screens, routes and navigation are declared once, in federation.json.
const { createAdminWebpackConfig } = require('../admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  dir: __dirname,
  devPort: 3002,
  title: 'Tessera users',
});
