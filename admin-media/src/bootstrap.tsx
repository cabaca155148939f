import { renderStandalone } from '@tessera/admin-kit/standalone';
import { Route } from '@tessera/admin-kit/router';
import manifest from '../federation.json';
import { PickerDemo } from './PickerDemo';

// The remote run on its own, once the shell has signed you in on the same origin: the screens
// federation.json routes to (the library, #/medialibrary), and the picker it exposes on a demo
// page (#/media-picker-demo).
renderStandalone({
  signInFirstKey: 'media.signInThroughShell',
  manifest,
  load: (source) => import(/* webpackInclude: /\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./${source.replace(/^\.\/src\//, '')}`),
  extraRoutes: <Route path="/media-picker-demo" element={<PickerDemo />} />,
});
