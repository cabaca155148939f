import { describeMessages } from '../../../admin-kit/src/i18n/describe-messages';
import { mediaMessages } from './index';

describeMessages('admin-media', mediaMessages, 'admin-media/src');
