import { renderStandalone } from '@tessera/admin-kit/standalone';
import { Route, Routes } from '@tessera/admin-kit/router';
import NewPage from './new-page/NewPage';
import PageEditor from './editor/PageEditor';
import PageOverview from './overview/PageOverview';
import PublicationRequests from './requests/PublicationRequests';

// The remote run on its own in development, once the shell has signed you in on the same origin.
// The media picker is only there inside the shell, which loads the media remote.
renderStandalone({
  signInFirstKey: 'users.signInThroughShell',
  routes: (
    <Routes>
      <Route path="/" element={<PageOverview />} />
      <Route path="/page-overview/:pageType" element={<PageOverview />} />
      <Route path="/new-page" element={<NewPage />} />
      <Route path="/publication-requests" element={<PublicationRequests />} />
      <Route path="/page/:pageId" element={<PageEditor />} />
    </Routes>
  ),
});
