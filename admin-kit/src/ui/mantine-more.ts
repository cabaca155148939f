/**
 * `@tessera/admin-kit/mantine-more`: the Mantine components the admin uses beyond the first
 * screen's (see ./mantine.ts): shared like it, fetched with the first screen that imports one.
 */
import './mantine-more-styles';

export {
  Autocomplete,
  Blockquote,
  Box,
  Breadcrumbs,
  Card,
  Checkbox,
  CloseButton,
  Code,
  Combobox,
  Container,
  CopyButton,
  Divider,
  Drawer,
  Fieldset,
  FileButton,
  Grid,
  Image,
  Input,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Progress,
  SegmentedControl,
  Switch,
  Tabs,
  TagsInput,
  Textarea,
  ThemeIcon,
  Typography,
  UnstyledButton,
  VisuallyHidden,
  useCombobox,
} from '@mantine/core';
