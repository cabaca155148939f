const { createAdminWebpackConfig } = require('../admin-kit/webpack.shared');

module.exports = createAdminWebpackConfig({
  name: 'admin_media',
  dir: __dirname,
  devPort: 3003,
  title: 'Tessera media library',
  exposes: { './MediaLibrary': './src/MediaLibrary.tsx', './MediaPicker': './src/MediaPicker.tsx' },
});
