import { renderStandalone } from '@tessera/admin-kit/standalone';
import { Navigate, Route, Routes } from '@tessera/admin-kit/router';
import MainScreen from './MainScreen';

// The remote run on its own in development (`npm run dev`), once the shell has signed you in.
renderStandalone({
  signInFirstKey: '__FEDERATION_NAME__.signInFirst',
  router: 'browser',
  size: 'lg',
  routes: (
    <Routes>
      <Route path="__ROUTE__" element={<MainScreen />} />
      <Route path="*" element={<Navigate to="__ROUTE__" replace />} />
    </Routes>
  ),
});
