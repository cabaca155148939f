import { renderStandalone } from '@tessera/admin-kit/standalone';
import { Navigate, Route, Routes } from '@tessera/admin-kit/router';
import UserSettings from './UserSettings';
import UsersOverview from './UsersOverview';
import WebhooksScreen from './webhooks/WebhooksScreen';

// The remote run on its own in development: the screens, once the shell has signed you in.
renderStandalone({
  signInFirstKey: 'users.signInThroughShell',
  router: 'browser',
  size: 'lg',
  routes: (
    <Routes>
      <Route path="/users" element={<UsersOverview />} />
      <Route path="/user/settings" element={<UserSettings />} />
      <Route path="/webhooks" element={<WebhooksScreen />} />
      <Route path="*" element={<Navigate to="/users" replace />} />
    </Routes>
  ),
});
