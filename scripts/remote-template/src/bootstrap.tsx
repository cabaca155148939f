import { renderStandalone } from '@tessera/admin-kit/standalone';
import manifest from '../federation.json';

// The remote run on its own in development (`npm run dev`), once the shell has signed you in:
// the screens federation.json routes to (its one declaration of them).
renderStandalone({
  signInFirstKey: '__FEDERATION_NAME__.signInFirst',
  router: 'browser',
  size: 'lg',
  manifest,
  load: (source) => import(/* webpackInclude: /\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./${source.replace(/^\.\/src\//, '')}`),
});
