import { renderStandalone } from '@tessera/admin-kit/standalone';
import manifest from '../federation.json';

// The remote run on its own in development, once the shell has signed you in on the same origin:
// the screens federation.json routes to (its one declaration of them). The image slots' media
// picker is only there inside the shell, which loads the media remote.
renderStandalone({
  signInFirstKey: 'users.signInThroughShell',
  manifest,
  load: (source) => import(/* webpackInclude: /\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./${source.replace(/^\.\/src\//, '')}`),
});
