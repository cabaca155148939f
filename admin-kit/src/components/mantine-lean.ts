/// <reference path="./mantine-esm.d.ts" />
/**
 * The few Mantine components the signed-out screens use, imported from Mantine's per-component
 * modules instead of a shared module. The admin apps share Mantine's components through
 * `@tessera/admin-kit/mantine` (webpack.shared.js), and a shared module is loaded whole: all of
 * the first screen's components for the sign-in page. Imported this way (`@mantine-esm` is a
 * webpack alias of the package's `esm/` folder), only these components and Mantine's core come
 * along; in the shell's build they are the very modules the shared one is made of, so the theme
 * context stays one. Types come from the package entry.
 */
import type * as Mantine from '@mantine/core';
import { Alert as AlertModule } from '@mantine-esm/components/Alert/Alert.mjs';
import { Anchor as AnchorModule } from '@mantine-esm/components/Anchor/Anchor.mjs';
import { Button as ButtonModule } from '@mantine-esm/components/Button/Button.mjs';
import { Center as CenterModule } from '@mantine-esm/components/Center/Center.mjs';
import { CopyButton as CopyButtonModule } from '@mantine-esm/components/CopyButton/CopyButton.mjs';
import { List as ListModule } from '@mantine-esm/components/List/List.mjs';
import { Loader as LoaderModule } from '@mantine-esm/components/Loader/Loader.mjs';
import { NativeSelect as NativeSelectModule } from '@mantine-esm/components/NativeSelect/NativeSelect.mjs';
import { Paper as PaperModule } from '@mantine-esm/components/Paper/Paper.mjs';
import { PasswordInput as PasswordInputModule } from '@mantine-esm/components/PasswordInput/PasswordInput.mjs';
import { Stack as StackModule } from '@mantine-esm/components/Stack/Stack.mjs';
import { Text as TextModule } from '@mantine-esm/components/Text/Text.mjs';
import { TextInput as TextInputModule } from '@mantine-esm/components/TextInput/TextInput.mjs';
import { ThemeIcon as ThemeIconModule } from '@mantine-esm/components/ThemeIcon/ThemeIcon.mjs';
import { Title as TitleModule } from '@mantine-esm/components/Title/Title.mjs';
import { VisuallyHidden as VisuallyHiddenModule } from '@mantine-esm/components/VisuallyHidden/VisuallyHidden.mjs';
import { MantineProvider as MantineProviderModule } from '@mantine-esm/core/MantineProvider/MantineProvider.mjs';

export const Alert: typeof Mantine.Alert = AlertModule;
export const Anchor: typeof Mantine.Anchor = AnchorModule;
export const Button: typeof Mantine.Button = ButtonModule;
export const Center: typeof Mantine.Center = CenterModule;
export const CopyButton: typeof Mantine.CopyButton = CopyButtonModule;
export const List: typeof Mantine.List = ListModule;
export const Loader: typeof Mantine.Loader = LoaderModule;
export const MantineProvider: typeof Mantine.MantineProvider = MantineProviderModule;
export const NativeSelect: typeof Mantine.NativeSelect = NativeSelectModule;
export const Paper: typeof Mantine.Paper = PaperModule;
export const PasswordInput: typeof Mantine.PasswordInput = PasswordInputModule;
export const Stack: typeof Mantine.Stack = StackModule;
export const Text: typeof Mantine.Text = TextModule;
export const TextInput: typeof Mantine.TextInput = TextInputModule;
export const ThemeIcon: typeof Mantine.ThemeIcon = ThemeIconModule;
export const Title: typeof Mantine.Title = TitleModule;
export const VisuallyHidden: typeof Mantine.VisuallyHidden = VisuallyHiddenModule;
