/**
 * `@tessera/admin-kit/router`: the parts of React Router the admin uses, for every admin app to
 * import instead of `react-router-dom`. Webpack shares this module rather than the package: a
 * shared package is loaded whole, and react-router 7's whole (framework mode, server rendering,
 * cookies) was 61 KB compressed of the first screen. Provided by the shell's build, it is still
 * one router for the shell and every remote. Something missing here is added here.
 */
export type * from 'react-router-dom';
export {
  BrowserRouter,
  HashRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
