import { describeMessages } from '../../../admin-kit/src/i18n/describe-messages';
import { fieldControlMessages } from '../../../admin-kit/src/fields/field-control-messages';
import { siteMessages } from './index';

describeMessages('admin-site', siteMessages, 'admin-site/src', [fieldControlMessages]);
