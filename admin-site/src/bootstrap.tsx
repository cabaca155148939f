import { renderStandalone } from '@tessera/admin-kit/standalone';
import { Navigate, Route, Routes } from '@tessera/admin-kit/router';
import MenuStructure from './menu/MenuStructure';
import SearchIndex from './search-index/SearchIndex';
import Certificates from './site-content/Certificates';
import Skills from './site-content/Skills';
import SiteTexts from './site-content/SiteTexts';
import TeamMembers from './site-content/TeamMembers';
import SiteSettings from './site-settings/SiteSettings';
import TagsScreen from './tags/TagsScreen';

// The remote run on its own in development, once the shell has signed you in on the same origin.
// The image slots' media picker is only there inside the shell, which loads the media remote.
renderStandalone({
  signInFirstKey: 'users.signInThroughShell',
  routes: (
    <Routes>
      <Route path="/menu-structure" element={<MenuStructure />} />
      <Route path="/tags" element={<TagsScreen />} />
      <Route path="/search-index" element={<SearchIndex />} />
      <Route path="/site-settings" element={<SiteSettings />} />
      <Route path="/site-content/skills" element={<Skills />} />
      <Route path="/site-content/certificates" element={<Certificates />} />
      <Route path="/site-content/team-members" element={<TeamMembers />} />
      <Route path="/site-content/texts" element={<SiteTexts />} />
      <Route path="*" element={<Navigate to="/menu-structure" replace />} />
    </Routes>
  ),
});
