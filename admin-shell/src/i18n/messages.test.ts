import { describeMessages } from '../../../admin-kit/src/i18n/describe-messages';
import { skipLinkMessages } from './skip-link';

describeMessages('admin-shell', [skipLinkMessages], 'admin-shell/src');
