/**
 * `@tessera/admin-kit/mantine`: the Mantine components the first screen after sign-in uses (the
 * shell's frame, admin-kit's list screen, the page overview), for every admin app to import
 * instead of `@mantine/core`. Webpack shares this module, not the whole package: a shared
 * package is loaded whole (all of @mantine/core was 104 KB compressed of the first screen),
 * a shared module keeps only what it re-exports. The other components the admin uses are in
 * `@tessera/admin-kit/mantine-more`, loaded with the first screen that needs one. Both are
 * provided by the shell's build, so there is still one MantineProvider context, one theme.
 * A component missing here is added here (or in mantine-more), never imported from the package.
 */
import './mantine-styles';

export type * from '@mantine/core';
export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  List,
  Loader,
  MantineProvider,
  Menu,
  Modal,
  NavLink,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
