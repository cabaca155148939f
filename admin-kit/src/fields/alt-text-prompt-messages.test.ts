import { describeMessages } from '../i18n/describe-messages';
import { altTextPromptMessages } from './alt-text-prompt-messages';

describeMessages('admin-kit', [altTextPromptMessages]);
