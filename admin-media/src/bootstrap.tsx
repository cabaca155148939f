import { renderStandalone } from '@tessera/admin-kit/standalone';
import { Navigate, Route, Routes } from '@tessera/admin-kit/router';
import MediaLibrary from './MediaLibrary';
import { PickerDemo } from './PickerDemo';

// The remote run on its own, once the shell has signed you in on the same origin: the library,
// and the picker on a demo page (#/medialibrary, #/media-picker-demo).
renderStandalone({
  signInFirstKey: 'media.signInThroughShell',
  routes: (
    <Routes>
      <Route path="/medialibrary" element={<MediaLibrary />} />
      <Route path="/media-picker-demo" element={<PickerDemo />} />
      <Route path="*" element={<Navigate to="/medialibrary" replace />} />
    </Routes>
  ),
});
