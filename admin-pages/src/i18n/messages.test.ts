import { describeMessages } from '../../../admin-kit/src/i18n/describe-messages';
import { fieldControlMessages } from '../../../admin-kit/src/fields/field-control-messages';
import { pagesMessages } from './index';

describeMessages('admin-pages', pagesMessages, 'admin-pages/src', [fieldControlMessages]);
