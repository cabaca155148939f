import { describeMessages } from '../i18n/describe-messages';
import { fieldControlMessages } from './field-control-messages';

describeMessages('admin-kit', [fieldControlMessages]);
